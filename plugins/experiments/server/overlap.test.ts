// The overlap guard: levels (closed and open ranges) and puzzle ids against the running
// experiments of both kinds on one env; v1 counts for both platforms.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimentDeployments, experiments } from '../../../core/server/db/experiments';
import { startTestApp, type TestApp } from '../../../tests/api/harness';
import { assertNoOverlap, footprint, sharedLevels, type OverlapCandidate } from './overlap';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['experiments'], demo: [] });
});
afterAll(() => t.close());

const cand = (over: Partial<OverlapCandidate> = {}): OverlapCandidate => ({
  id: 0,
  kind: 2,
  platform: 'ios',
  levels: [],
  puzzleIds: [],
  ...over,
});

describe('sharedLevels', () => {
  it('names the shared levels as runs, open ranges as "and up"', () => {
    expect(sharedLevels(cand({ levels: [5, 6, 7, 8] }), cand({ levels: [7, 8, 9, 12] }))).toBe('7-8');
    expect(sharedLevels(cand({ levels: [1, 2, 3] }), cand({ levels: [4, 5] }))).toBe('');
    expect(sharedLevels(cand({ levelsFrom: 10 }), cand({ levels: [8, 9, 10, 11, 20] }))).toBe('10-11, 20');
    expect(sharedLevels(cand({ levelsFrom: 10 }), cand({ levelsFrom: 15 }))).toBe('15 and up');
    expect(sharedLevels(cand({ levels: [3] }), cand({ levels: [3] }))).toBe('3');
  });
  it('reads v2 levels from the join rule, else the filter; v1 from its scope', () => {
    const v2 = {
      id: 1,
      kind: 2 as const,
      platform: 'ios',
      scope: null,
      groups: [{ tag: 'A', weight: 100, total: 1, data: { levels: [9] } }],
    };
    expect(footprint({ ...v2, filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [1, 30] }, joinRule: { lv: [5, 7] } })).toMatchObject({
      levels: [5, 6, 7],
      puzzleIds: [9],
    });
    expect(footprint({ ...v2, filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [4, 6] }, joinRule: { lv: [0, 0] } })).toMatchObject({
      levels: [4, 5, 6],
    });
    expect(footprint({ ...v2, filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [4, 0] }, joinRule: null })).toMatchObject({
      levels: [],
      levelsFrom: 4,
    });
    expect(
      footprint({
        id: 2,
        kind: 1,
        platform: '',
        scope: { min: 2, max: 3 },
        filter: {},
        joinRule: null,
        groups: [{ tag: 'A', weight: 100, data: [{ level: 2, puzzleId: 77 }] }],
      }),
    ).toMatchObject({ levels: [2, 3], puzzleIds: [77] });
  });
});

describe('assertNoOverlap', () => {
  it('refuses overlaps with running v2 (same platform) and enabled v1 (any platform), naming the experiment', async () => {
    const [v2] = await t.db
      .insert(experiments)
      .values({
        projectCode: 'tiles',
        kind: 2,
        name: 'Hard start',
        platform: 'ios',
        env: 'sandbox',
        status: 'RUNNING',
        filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [0, 0] },
        joinRule: { lv: [5, 8] },
        groups: [{ tag: 'A', weight: 100, total: 1, data: { levels: [501] } }],
      })
      .returning();
    const check = (c: Partial<OverlapCandidate>, env: 'sandbox' | 'prod' = 'sandbox') =>
      assertNoOverlap(t.db, 'tiles', env, cand({ id: 999, ...c }));
    await expect(check({ levels: [8, 9] })).rejects.toThrow(`Experiment #${v2.id} 'Hard start' already runs on levels 8 on ios sandbox`);
    await expect(check({ levels: [20], puzzleIds: [501, 502] })).rejects.toThrow(
      `Experiment #${v2.id} 'Hard start' already runs on ios sandbox with puzzles 501`,
    );
    await expect(check({ levels: [8], platform: 'android' })).resolves.toBeUndefined();
    await expect(check({ levels: [8] }, 'prod')).resolves.toBeUndefined();
    await expect(check({ id: v2.id, levels: [8] })).resolves.toBeUndefined();
    await expect(check({ levelsFrom: 1 })).rejects.toThrow('already runs on levels 5-8');

    // A READY or FINISHED v2 does not count.
    await t.db.insert(experiments).values({
      projectCode: 'tiles',
      kind: 2,
      name: 'Done',
      platform: 'ios',
      env: 'sandbox',
      status: 'FINISHED',
      filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [30, 40] },
      groups: [],
    });
    await expect(check({ levels: [35] })).resolves.toBeUndefined();

    // v1: enabled on sandbox counts for both platforms; disabled again it does not.
    const [v1] = await t.db
      .insert(experiments)
      .values({
        projectCode: 'tiles',
        kind: 1,
        name: 'Old scope',
        scope: { min: 50, max: 52 },
        groups: [{ tag: 'A', weight: 100, data: [{ level: 50, puzzleId: 601 }] }],
      })
      .returning();
    await t.db.insert(experimentDeployments).values({ experimentId: v1.id, env: 'sandbox', enable: true });
    await expect(check({ levels: [52], platform: 'android' })).rejects.toThrow(
      `Experiment #${v1.id} 'Old scope' already runs on levels 52 on sandbox (both platforms)`,
    );
    await t.db.insert(experimentDeployments).values({ experimentId: v1.id, env: 'sandbox', enable: false });
    await expect(check({ levels: [52], platform: 'android' })).resolves.toBeUndefined();
  });
});
