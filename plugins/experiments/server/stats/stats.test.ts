// POST /v1/:code/experiment/:id/stats on a small warehouse whose every figure is worked out by hand:
// users per group, a level row with the finish-rate difference and its interval, SRM flagged for a
// skewed split and not for a fair one, D1 and D7, the default range, rights, 404s and 400s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { experiments } from '../../../../core/server/db/experiments';
import { toEventRow } from '../../../../core/server/warehouse/rows';
import { eventSchema, type GameEventInput } from '../../../../core/shared/eventSchema';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';

let t: TestApp;
let admin: Client;
let fair: number;
let skewed: number;
let other: number;
let elsewhere: number;

const at = (day: string, minute = 0) => Date.parse(`${day}T10:00:00Z`) + minute * 60_000;
const ev = (userId: string, day: string, event: string, extra: Partial<GameEventInput> = {}): GameEventInput => ({
  event,
  userId,
  ts: at(day),
  platform: 1,
  appVersion: '1.0.0',
  country: 'US',
  ...extra,
});
const expose = (userId: string, day: string, experiment: number | string, group: string, platform: 1 | 2 = 1) =>
  ev(userId, day, 'experiment_exposure', { platform, props: { experiment, group } });
const play = (userId: string, day: string, level: number, finish: boolean) => [
  ev(userId, day, 'game_enter', { level, puzzleId: `${level}01` }),
  ev(userId, day, finish ? 'game_finish' : 'game_giveup', { level, puzzleId: `${level}01`, duration: 60, props: { hint: 1 } }),
];

async function insert(
  values: Partial<typeof experiments.$inferInsert> & Pick<typeof experiments.$inferInsert, 'kind' | 'name' | 'groups'>,
  code = 'jigsaw',
) {
  const [row] = await t.db
    .insert(experiments)
    .values({ projectCode: code, ...values })
    .returning();
  return row.id;
}

beforeAll(async () => {
  t = await startTestApp({ plugins: ['experiments'], demo: [] });
  admin = await t.signIn(ADMIN);
  fair = await insert({
    kind: 1,
    name: 'Harder level 1',
    scope: { min: 1, max: 2 },
    groups: [
      {
        tag: 'A',
        weight: 50,
        data: [
          { level: 1, puzzleId: 101 },
          { level: 2, puzzleId: 201 },
        ],
      },
      {
        tag: 'B',
        weight: 50,
        data: [
          { level: 1, puzzleId: 111 },
          { level: 2, puzzleId: 211 },
        ],
      },
    ],
  });
  skewed = await insert({
    kind: 2,
    name: 'Skewed',
    groups: [
      { tag: 'A', weight: 50, total: 0, data: { levels: [] } },
      { tag: 'B', weight: 50, total: 0, data: { levels: [] } },
      { tag: 'C', weight: 0, total: 0, data: { levels: [] } },
    ],
  });
  other = await insert({
    kind: 2,
    name: 'Fair v2',
    groups: [
      { tag: 'X', weight: 30, total: 0, data: { levels: [] } },
      { tag: 'Y', weight: 70, total: 0, data: { levels: [] } },
    ],
  });
  elsewhere = await insert({ kind: 1, name: 'Words test', groups: [{ tag: 'A', weight: 100, data: [] }] }, 'words');
  const events: GameEventInput[] = [
    // Group A (id sent as a number): 4 users on 03-01, 2 of 4 finish level 1; a1, a2 back on 03-02, a1 on 03-08.
    ...['a1', 'a2', 'a3', 'a4'].flatMap((u, i) => [expose(u, '2025-03-01', fair, 'A'), ...play(u, '2025-03-01', 1, i < 2)]),
    ...play('a1', '2025-03-02', 2, true),
    ev('a2', '2025-03-02', 'session_start'),
    ev('a1', '2025-03-08', 'session_start'),
    // Group B (id sent as text): 4 users on 03-01, all finish level 1; b1 back on 03-02; b4 on iOS.
    ...['b1', 'b2', 'b3'].flatMap((u) => [expose(u, '2025-03-01', String(fair), 'B'), ...play(u, '2025-03-01', 1, true)]),
    expose('b4', '2025-03-01', String(fair), 'B', 2),
    ev('b4', '2025-03-01', 'game_enter', { platform: 2, level: 1 }),
    ev('b4', '2025-03-01', 'game_finish', { platform: 2, level: 1, duration: 30 }),
    ev('b1', '2025-03-02', 'session_start'),
    // Not exposed (n1), or exposed to another experiment only (c1): not in any group.
    ...play('n1', '2025-03-01', 1, false),
    expose('c1', '2025-03-01', other, 'X'),
    ...play('c1', '2025-03-01', 1, false),
    // The skewed experiment: 100 users in A, 40 in B, 3 in C (weighted 0, left out of the test).
    ...Array.from({ length: 143 }, (_, i) => expose(`s${i}`, '2025-03-05', skewed, i < 100 ? 'A' : i < 140 ? 'B' : 'C')),
    // The fair v2 experiment: 30 in X, 69 in Y.
    ...Array.from({ length: 99 }, (_, i) => expose(`f${i}`, '2025-03-05', other, i < 30 ? 'X' : 'Y')),
  ];
  await t.services.warehouse.write(
    'jigsaw',
    events.map((e) => toEventRow(eventSchema.parse(e), e.ts + 1000)),
  );
}, 60_000);
afterAll(() => t?.close());

const stats = (
  c: Client,
  id: number | string,
  body: Record<string, unknown> = { start: '2025-03-01', end: '2025-03-10' },
  code = 'jigsaw',
) => c.post(`/v1/${code}/experiment/${id}/stats`, body);

describe('experiment stats', () => {
  it('counts the exposed users per group and splits the level table by group', async () => {
    const r = await stats(admin, fair);
    expect(r.status).toBe(200);
    expect(r.body.experiment).toEqual({ id: fair, kind: 1, name: 'Harder level 1', status: 'READY' });
    expect(r.body.groups.map((g: { tag: string; users: number }) => [g.tag, g.users])).toEqual([
      ['A', 4],
      ['B', 4],
    ]);
    const [a, b] = r.body.groups;
    expect(a.levels.map((l: { level: number }) => l.level)).toEqual([1, 2]);
    expect(a.levels[0]).toMatchObject({
      level: 1,
      puzzleId: 101,
      enterUv: 4,
      finishUv: 2,
      finishUvRate: 0.5,
      giveUpUv: 2,
      hint: 4,
      diff: null,
    });
    expect(a.levels[1]).toMatchObject({ level: 2, puzzleId: 201, enterUv: 1, finishUv: 1 });
    // B − A on level 1: 1 − 0.5, standard error √(0.25/4 + 0) = 0.25, ± 1.96 × 0.25.
    expect(b.levels[0]).toMatchObject({ level: 1, puzzleId: 111, enterUv: 4, finishUv: 4, finishUvRate: 1 });
    expect(b.levels[0].diff).toEqual({ diff: 0.5, low: 0.010009, high: 0.989991, significant: true });
  });

  it('D1 and D7: users active the day after / 7 days after their exposure day, over those whose day is inside the range', async () => {
    const [a, b] = (await stats(admin, fair)).body.groups;
    expect(a.d1).toEqual({ users: 4, retained: 2, rate: 0.5 });
    expect(a.d7).toEqual({ users: 4, retained: 1, rate: 0.25 });
    expect(b.d1).toEqual({ users: 4, retained: 1, rate: 0.25 });
    // B − A on D1: 0.25 − 0.5, standard error √(0.25·0.75/4 + 0.5·0.5/4) = 0.330719.
    expect(a.d1Diff).toBeNull();
    expect(b.d1Diff).toEqual({ diff: -0.25, low: -0.898197, high: 0.398197, significant: false });
    expect(b.d7Diff).toEqual({ diff: -0.25, low: -0.674345, high: 0.174345, significant: false });
    expect(a.retention).toHaveLength(14);
    expect(a.retention[9]).toEqual({ users: 0, retained: 0, rate: null }); // 03-11 is after the range
    // Up to 03-05 only: D7 has nobody yet.
    const short = (await stats(admin, fair, { start: '2025-03-01', end: '2025-03-05' })).body.groups[0];
    expect(short.d7).toEqual({ users: 0, retained: 0, rate: null });
    expect(short.d1.rate).toBe(0.5);
  });

  it('filters by platform', async () => {
    const r = await stats(admin, fair, { start: '2025-03-01', end: '2025-03-10', platform: 2 });
    expect(r.body.platform).toBe(2);
    expect(r.body.groups.map((g: { users: number }) => g.users)).toEqual([0, 1]);
    expect(r.body.groups[1].levels).toEqual([expect.objectContaining({ level: 1, enterUv: 1, finishUv: 1, diff: null })]);
  });

  it('no sample-ratio mismatch for a fair split', async () => {
    const { srm } = (await stats(admin, fair)).body;
    expect(srm).toMatchObject({ p: 1, chiSquare: 0, df: 1, mismatch: false });
    const v2 = (await stats(admin, other)).body;
    expect(v2.groups.map((g: { users: number }) => g.users)).toEqual([31, 69]);
    expect(v2.srm.mismatch).toBe(false);
  });

  it('a sample-ratio mismatch for 100 vs 40 on 50/50 (chi-square 25.7, p < 0.001), the 0-weight group left out', async () => {
    const { srm, groups } = (await stats(admin, skewed)).body;
    expect(groups.map((g: { users: number }) => g.users)).toEqual([100, 40, 3]);
    expect(srm.mismatch).toBe(true);
    expect(srm.df).toBe(1);
    expect(srm.chiSquare).toBeCloseTo(25.714286, 5);
    expect(srm.p).toBeLessThan(1e-6);
    expect(srm.groups).toEqual([
      { tag: 'A', weight: 50, users: 100, expectedShare: 0.5, observedShare: 0.714286 },
      { tag: 'B', weight: 50, users: 40, expectedShare: 0.5, observedShare: 0.285714 },
    ]);
  });

  it('without dates: from the first exposure day (at most 400 days back) to today', async () => {
    const r = await stats(admin, skewed, { end: '2025-04-01' });
    expect(r.status).toBe(200);
    expect(r.body.start).toBe('2025-03-05');
    expect(r.body.groups[0].users).toBe(100);
    const all = (await stats(admin, skewed, {})).body;
    expect(all.end).toBe(new Date().toISOString().slice(0, 10));
    const days = (Date.parse(all.end) - Date.parse(all.start)) / 86_400_000;
    expect(days).toBe(Math.min(399, (Date.parse(all.end) - Date.parse('2025-03-05')) / 86_400_000));
    const none = await insert({ kind: 2, name: 'No exposures', groups: [{ tag: 'A', weight: 100, total: 0, data: { levels: [] } }] });
    const empty = (await stats(admin, none, {})).body;
    expect(Date.parse(empty.end) - Date.parse(empty.start)).toBe(13 * 86_400_000);
    expect(empty.srm.p).toBeNull();
  });

  it('needs the experiment right in the project; another project’s experiment is a 404', async () => {
    const user = await t.signIn(USER); // rights in jigsaw and tiles, not words
    expect((await stats(user, fair)).status).toBe(200);
    expect((await stats(user, elsewhere, undefined, 'words')).status).toBe(403);
    expect((await stats(t.client(), fair)).status).toBe(401);
    expect((await stats(admin, elsewhere)).status).toBe(404);
    expect((await stats(admin, elsewhere)).body.message).toBe('Experiment not found');
    expect((await stats(admin, elsewhere, undefined, 'words')).status).toBe(200);
  });

  it('bad ids and bodies are 4xx', async () => {
    for (const id of ['99999999999999999999', '2147483648', '0', '-1', 'x', '1e3']) expect((await stats(admin, id)).status, id).toBe(404);
    for (const body of [
      { start: '2025-03-10', end: '2025-03-01' },
      { start: 'x' },
      { platform: 9 },
      { start: '2020-01-01', end: '2025-03-01' },
      { start: '2025-02-30' },
      { extra: 1 },
      { start: 'a\u0000' },
      { start: '2099-01-01' },
      { start: '2001-01-01' },
    ]) {
      expect((await stats(admin, fair, body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
