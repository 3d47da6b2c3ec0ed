// The loop test of issue 14: create experiments, "deploy" them to sandbox (rows as the v1 and v2
// routes store them, then the running snapshot republished), read the assignments of 10,000
// simulated users through the real route, and check the split against the weights with a
// chi-square test (p > 0.001) and percent exposure within tolerance. The user ids are fixed, so
// the figures are the same on every run: the test cannot flake, and a change to the hashing that
// broke the split would fail it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experimentAssignments } from '../../../../core/server/db/experiments';
import { EXPOSURE_EVENT } from '../../../../core/shared/experiments';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { insertV1, insertV2, openFilter, republish, wizardGroups } from './testKit';
import { sampleRatioMismatch } from '../stats/statsMath';

const USERS = 10_000;
const CODE = 'loop10k';

/** The chi-square goodness-of-fit p-value of observed counts against weights (the stats' own SRM test). */
function chiSquareP(observed: number[], weights: number[]): { chi2: number; p: number } {
  const fit = sampleRatioMismatch(observed.map((users, i) => ({ tag: String(i), weight: weights[i], users })));
  return { chi2: fit.chiSquare, p: fit.p ?? 1 };
}

let t: TestApp;
let game: Client;
let key: string;
let split: number; // 20/30/50, everybody
let partial: number; // 50/50, 30 % of the users
let scope: number; // v1, 40/60
const answers = new Map<string, { id: number; group: string; phase: number }[]>();

beforeAll(async () => {
  t = await startTestApp({ plugins: ['experiments'], demo: false });
  const admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
  game = t.client();
  split = await insertV2(t, CODE, 'sandbox', {
    name: 'Three-way split',
    groups: wizardGroups([20, 30, 50]),
    filter: openFilter({ lv: [1, 200] }),
  });
  partial = await insertV2(t, CODE, 'sandbox', { name: 'Thirty percent', percent: 30, groups: wizardGroups([50, 50]) });
  scope = await insertV1(t, CODE, 'sandbox');
  await republish(t, CODE, 'sandbox');

  // 10,000 users, 20 requests in flight at a time (a busy game, not a serial loop).
  const ids = Array.from({ length: USERS }, (_, i) => `sim-${i.toString(36)}-${(i * 7919) % 10007}`);
  let next = 0;
  const worker = async () => {
    while (next < ids.length) {
      const u = ids[next++];
      const r = await game.get(
        `/client/v1/${CODE}/sandbox/experiments?userId=${u}&platform=android&version=1.5.0&level=${1 + (next % 150)}&country=US`,
        { 'x-client-key': key },
      );
      if (r.status !== 200) throw new Error(`${u}: ${r.status} ${JSON.stringify(r.body)}`);
      answers.set(u, r.body.experiments);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
}, 600_000);
afterAll(() => t?.close());

const groupCounts = (experiment: number, tags: string[]) => {
  const counts = tags.map(() => 0);
  for (const list of answers.values()) {
    const e = list.find((x) => x.id === experiment);
    if (e) counts[tags.indexOf(e.group)]++;
  }
  return counts;
};

describe('the client loop: 10,000 simulated users', () => {
  it('every user is in the 100 % experiments, split as the weights say (chi-square p > 0.001)', () => {
    const three = groupCounts(split, ['A', 'B', 'C']);
    expect(three.reduce((a, b) => a + b, 0)).toBe(USERS);
    const fit = chiSquareP(three, [20, 30, 50]);
    expect(fit.p, `counts ${three} chi2 ${fit.chi2}`).toBeGreaterThan(0.001);

    const v1 = groupCounts(scope, ['a', 'b']);
    expect(v1.reduce((a, b) => a + b, 0)).toBe(USERS);
    expect(chiSquareP(v1, [40, 60]).p).toBeGreaterThan(0.001);
  });

  it('the test itself can tell a wrong split: the same counts against other weights fail', () => {
    const three = groupCounts(split, ['A', 'B', 'C']);
    expect(chiSquareP(three, [25, 25, 50]).p).toBeLessThan(0.001);
    expect(chiSquareP(three, [34, 33, 33]).p).toBeLessThan(0.001);
  });

  it('percent exposure holds: about 30 % of the users, split 50/50 among them', () => {
    const two = groupCounts(partial, ['A', 'B']);
    const inside = two[0] + two[1];
    // Binomial sd at n = 10,000, p = 0.3 is 0.46 %: ±2 points is more than 4 sd.
    expect(inside / USERS).toBeGreaterThan(0.28);
    expect(inside / USERS).toBeLessThan(0.32);
    expect(chiSquareP(two, [50, 50]).p).toBeGreaterThan(0.001);
  });

  it('the stored groups and the exposure events agree with the answers, one each', async () => {
    const stored = await t.db
      .select({ experimentId: experimentAssignments.experimentId, n: sql<number>`count(*)::int` })
      .from(experimentAssignments)
      .groupBy(experimentAssignments.experimentId);
    const storedBy = new Map(stored.map((r) => [r.experimentId, r.n]));
    const answered = (id: number) => [...answers.values()].filter((l) => l.some((e) => e.id === id)).length;
    for (const id of [split, partial, scope]) expect(storedBy.get(id)).toBe(answered(id));

    await t.services.warehouse.flush();
    const rows = await t.services.warehouse.query(CODE, {
      sql: `SELECT prop_keys, prop_values, count(*) AS n, count(DISTINCT user_id) AS users FROM "events_${CODE}" WHERE event = '${EXPOSURE_EVENT}' GROUP BY prop_keys, prop_values`,
      params: [],
    });
    const byGroup = new Map<string, number>();
    for (const r of rows) {
      const keys = r.prop_keys as string[];
      const values = r.prop_values as string[];
      expect(Number(r.n)).toBe(Number(r.users)); // nobody exposed twice to one group
      const k = `${values[keys.indexOf('experiment')]}:${values[keys.indexOf('group')]}`;
      byGroup.set(k, (byGroup.get(k) ?? 0) + Number(r.n));
    }
    const three = groupCounts(split, ['A', 'B', 'C']);
    expect(['A', 'B', 'C'].map((g) => byGroup.get(`${split}:${g}`) ?? 0)).toEqual(three);
  });

  it('a second read of 500 of the users answers the same, and stores nothing new', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(experimentAssignments);
    const sample = [...answers.keys()].slice(0, 500);
    for (const u of sample) {
      const r = await game.get(`/client/v1/${CODE}/sandbox/experiments?userId=${u}&platform=android&version=1.5.0&level=1&country=US`, {
        'x-client-key': key,
      });
      expect(r.body.experiments).toEqual(answers.get(u));
    }
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(experimentAssignments);
    expect(after).toEqual(before);
    expect((await t.db.select().from(experimentAssignments).where(eq(experimentAssignments.userId, sample[0]))).length).toBe(
      answers.get(sample[0])!.length,
    );
  });
});
