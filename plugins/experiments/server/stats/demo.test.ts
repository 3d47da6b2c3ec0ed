// The demo exposures: on the demo game's users, split by the weights, so the stats screen shows
// real figures on the first start (and passes its own sample-ratio check).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../../../../tests/api/harness';
import { experiments } from '../../../../core/server/db/experiments';
import { exposeDemoUsers } from './demo';

describe('the demo on a first start', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ plugins: ['stats', 'puzzles', 'folders', 'experiments'] });
  }, 120_000);
  afterAll(() => t?.close());

  it('exposes a share of the users of each experiment that ran, split by the weights as the client endpoint would', async () => {
    const rows = await t.db.select().from(experiments).orderBy(experiments.id);
    const running = rows.find((r) => r.projectCode === 'jigsaw' && r.name === 'Early levels: easier pictures')!;
    const admin = await t.signIn(ADMIN);
    const r = await admin.post(`/v1/jigsaw/experiment/${running.id}/stats`, {});
    expect(r.status).toBe(200);
    const [a, b] = r.body.groups;
    expect(a.users).toBeGreaterThan(10);
    expect(b.users).toBeGreaterThan(10);
    expect(r.body.srm.mismatch).toBe(false);
    expect(a.levels.length).toBeGreaterThan(5);
    const scopeA = (running.groups[0] as { data: { level: number; puzzleId: number }[] }).data[0];
    expect(a.levels.find((l: { level: number }) => l.level === scopeA.level)).toMatchObject({ puzzleId: scopeA.puzzleId });
    expect(a.d1.users).toBeGreaterThan(0);
    // The one never deployed had no players.
    const never = rows.find((r) => r.name === 'Landscapes in the mid game')!;
    const none = await admin.post(`/v1/jigsaw/experiment/${never.id}/stats`, {});
    expect(none.body.groups.map((g: { users: number }) => g.users)).toEqual([0, 0]);
  });

  it('writes no exposure for an experiment without weighted groups, and the same users again for a rerun', async () => {
    const [row] = await t.db.select().from(experiments);
    expect(await exposeDemoUsers(t.services.warehouse, { ...row, groups: [{ tag: 'A', weight: 0, data: [] }] })).toBe(0);
  });
});
