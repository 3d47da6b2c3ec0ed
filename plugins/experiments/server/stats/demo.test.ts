// The demo exposures: on the demo game's users, split by the weights, so the stats screen shows
// real figures on the first start (and passes its own sample-ratio check).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../../../../tests/api/harness';
import { experiments } from '../../../../core/server/db/experiments';
import { exposeDemoUsers, pickGroup, unitHash } from './demo';

describe('pickGroup and unitHash', () => {
  it('cuts [0, 1) by the weights in order; groups weighted 0 take nobody', () => {
    const groups = [{ tag: 'A', weight: 20 }, { tag: 'Z', weight: 0 }, { tag: 'B', weight: 80 }];
    expect([0, 0.19, 0.2, 0.99].map((u) => pickGroup(groups, u))).toEqual(['A', 'A', 'B', 'B']);
    expect(pickGroup([{ tag: 'A', weight: 0 }], 0.5)).toBeNull();
  });

  it('spreads ids evenly', () => {
    const n = 20_000;
    const split = Array.from({ length: n }, (_, i) => pickGroup([{ tag: 'A', weight: 30 }, { tag: 'B', weight: 70 }], unitHash(`7:group:u-${i}`)));
    const a = split.filter((g) => g === 'A').length / n;
    expect(a).toBeGreaterThan(0.285);
    expect(a).toBeLessThan(0.315);
  });
});

describe('the demo on a first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ plugins: ['stats', 'experiments'] });
  }, 120_000);
  afterAll(() => t?.close());

  it('makes a stand-in experiment in jigsaw and exposes a share of its users, split by the weights', async () => {
    const rows = await t.db.select().from(experiments);
    expect(rows.map((r) => [r.projectCode, r.kind, r.name])).toEqual([['jigsaw', 1, 'Easier puzzles on levels 5-10']]);
    const admin = await t.signIn(ADMIN);
    const r = await admin.post(`/v1/jigsaw/experiment/${rows[0].id}/stats`, {});
    expect(r.status).toBe(200);
    const [a, b] = r.body.groups;
    expect(a.users).toBeGreaterThan(10);
    expect(b.users).toBeGreaterThan(10);
    expect(r.body.srm.mismatch).toBe(false);
    expect(a.levels.length).toBeGreaterThan(5);
    expect(a.levels.find((l: { level: number }) => l.level === 5)).toMatchObject({ puzzleId: 50 });
    expect(b.levels.find((l: { level: number }) => l.level === 5)).toMatchObject({ puzzleId: 51 });
    expect(a.d1.users).toBeGreaterThan(0);
  });

  it('writes no exposure for an experiment without weighted groups, and the same users again for a rerun', async () => {
    const [row] = await t.db.select().from(experiments);
    expect(await exposeDemoUsers(t.services.warehouse, { ...row, groups: [{ tag: 'A', weight: 0, data: [] }] })).toBe(0);
  });
});
