// GET /client/v1/:code/:env/experiments through the real app: bad input, filters, the join rule,
// stickiness across a running edit (weights changed, phase bumped, republished), concurrent first
// reads, and one exposure event per placement in the warehouse.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../../../core/server/errors';
import { experimentAssignments } from '../../../../core/server/db/experiments';
import { EXPOSURE_EVENT } from '../../../../core/shared/experiments';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { assignmentCacheOf } from './assignmentCache';
import { insertV1, insertV2, openFilter, republish, updateExperiment, wizardGroups } from './testKit';

let t: TestApp;
let game: Client;
let key: string;
const CODE = 'xloop';

beforeAll(async () => {
  t = await startTestApp({ plugins: ['experiments'], demo: false });
  const admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
  game = t.client();
}, 60_000);
afterAll(() => t?.close());

const read = (query: string, env = 'sandbox', headers: Record<string, string> = {}) =>
  game.get(`/client/v1/${CODE}/${env}/experiments?${query}`, { 'x-client-key': key, ...headers });

async function assignmentRows(experimentId: number) {
  return t.db.select().from(experimentAssignments).where(eq(experimentAssignments.experimentId, experimentId));
}

interface Exposure {
  userId: string;
  experiment: string;
  group: string;
  phase: string;
  client: { platform: number; appVersion: string; country: string; level: number | null; keys: string[] };
}

async function exposures(): Promise<Exposure[]> {
  await t.services.warehouse.flush();
  const rows = await t.services.warehouse.query(CODE, {
    sql: `SELECT user_id, platform, app_version, country, level, prop_keys, prop_values FROM "events_${CODE}" WHERE event = '${EXPOSURE_EVENT}'`,
    params: [],
  });
  return rows.map((r) => {
    const keys = r.prop_keys as string[];
    const values = r.prop_values as string[];
    const prop = (k: string) => values[keys.indexOf(k)];
    return {
      userId: String(r.user_id),
      experiment: prop('experiment'),
      group: prop('group'),
      phase: prop('phase'),
      client: {
        platform: Number(r.platform),
        appVersion: String(r.app_version),
        country: String(r.country),
        level: r.level === null ? null : Number(r.level),
        keys: [...keys].sort(),
      },
    };
  });
}

describe('experiments client route: input', () => {
  it.each([
    ['no userId', 'platform=1'],
    ['empty userId', 'userId=&platform=1'],
    ['blank userId', 'userId=%20%20&platform=1'],
    ['control character', 'userId=a%01b&platform=1'],
    ['129 characters', `userId=${'u'.repeat(129)}&platform=1`],
    ['no platform', 'userId=u1'],
    ['unknown platform', 'userId=u1&platform=windows'],
    ['platform 4', 'userId=u1&platform=4'],
    ['bad version', 'userId=u1&platform=1&version=1.x'],
    ['20-digit version part', 'userId=u1&platform=1&version=1.99999999999999999999'],
    ['20-digit level', 'userId=u1&platform=1&level=99999999999999999999'],
    ['negative level', 'userId=u1&platform=1&level=-1'],
    ['fractional level', 'userId=u1&platform=1&level=1.5'],
    ['level over a million', 'userId=u1&platform=1&level=1000001'],
    ['bad country', 'userId=u1&platform=1&country=U%20S!'],
    ['NUL', 'userId=a%00b&platform=1'],
    ['lone surrogate', 'userId=a%ED%A0%80&platform=1'],
  ])('%s is a 400 and stores nothing', async (_name, query) => {
    const r = await read(query);
    expect(r.status).toBe(400);
    expect(r.body.message).toEqual(expect.any(String));
    const [{ n }] = await t.db.select({ n: count() }).from(experimentAssignments);
    expect(n).toBe(0);
  });

  it('with the key, every bad query value under every key is a 4xx, never a 5xx (the bad-input walk has no key)', async () => {
    const BAD_QUERY = [
      '%00',
      '%E0%A4%A',
      '%ED%A0%80',
      '%',
      '99999999999999999999',
      '1e308',
      '-1e308',
      '2147483648',
      '%F0%9F',
      'x'.repeat(3000),
    ];
    const valid: Record<string, string> = { userId: 'walker', platform: '1', version: '1.5.0', level: '10', country: 'US' };
    for (const key of [...Object.keys(valid), 'q']) {
      for (const bad of BAD_QUERY) {
        const q = Object.entries({ ...valid, [key]: bad })
          .map(([k, v]) => `${k}=${v}`)
          .join('&');
        const r = await read(q);
        expect(r.status, `${key}=${bad.slice(0, 20)}: ${JSON.stringify(r.body).slice(0, 200)}`).toBeLessThan(500);
        // A 20-digit user id is a user id; every other value here is refused.
        if (
          !(key === 'userId' && /^\d+$/.test(bad)) &&
          !(key === 'userId' && bad === '1e308') &&
          !(key === 'userId' && bad === '-1e308') &&
          key !== 'q'
        )
          expect(r.status, `${key}=${bad.slice(0, 20)}`).toBe(400);
      }
    }
  });

  it('unknown env and project are 404; a missing or wrong key is 401', async () => {
    expect((await read('userId=u1&platform=1', 'staging')).status).toBe(404);
    expect((await game.get(`/client/v1/nope/sandbox/experiments?userId=u1&platform=1`, { 'x-client-key': key })).status).toBe(404);
    expect((await game.get(`/client/v1/${CODE}/sandbox/experiments?userId=u1&platform=1`)).status).toBe(401);
    expect((await read('userId=u1&platform=1', 'sandbox', { 'x-client-key': 'wrong' })).status).toBe(401);
  });

  it('answers no experiments before anything runs', async () => {
    const r = await read('userId=u1&platform=android&version=1.0.0&level=3&country=us');
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ experiments: [] });
  });
});

describe('experiments client route: assignment', () => {
  let v2: number;
  let v1: number;
  let joinOnly: number;

  beforeAll(async () => {
    v2 = await insertV2(t, CODE, 'sandbox', {
      filter: openFilter({ clientVersion: ['1.0.0', '2.0.0'], lv: [1, 100], country: ['US', 'CA'] }),
    });
    v1 = await insertV1(t, CODE, 'sandbox');
    joinOnly = await insertV2(t, CODE, 'sandbox', {
      name: 'Join at 1-20',
      filter: openFilter({ lv: [1, 100] }),
      joinRule: { lv: [1, 20] },
      groups: wizardGroups([50, 50], 0),
    });
    await insertV2(t, CODE, 'prod', { name: 'Prod only' });
    await insertV2(t, CODE, 'sandbox', { name: 'Finished', status: 'FINISHED' });
    await republish(t, CODE, 'sandbox');
  });

  it('answers each experiment the user is in, with group, phase and levels; private, with an ETag and 304', async () => {
    // Through the generated typed client (app/client): the contract game teams build on.
    const r = await t.gameClient(key).GET('/client/v1/{code}/{env}/experiments', {
      params: {
        path: { code: CODE, env: 'sandbox' },
        query: { userId: 'player-1', platform: '1', version: '1.5.0', level: '10', country: 'us' },
      },
    });
    expect(r.response.status).toBe(200);
    expect(r.response.headers.get('cache-control')).toBe('private, no-cache');
    const got = r.data!.experiments;
    expect(got.map((e) => e.id)).toEqual([v2, v1, joinOnly]);
    const [a, b, c] = got;
    expect(a).toEqual({
      id: v2,
      name: 'Level 5-7 hard puzzles',
      kind: 2,
      group: expect.stringMatching(/^[AB]$/),
      phase: 1,
      levels: a.group === 'A' ? [1000, 1001, 1002] : [2000, 2001, 2002],
    });
    expect(b).toEqual({
      id: v1,
      name: 'Scope 10-11',
      kind: 1,
      group: expect.stringMatching(/^[ab]$/),
      phase: 1,
      levels:
        b.group === 'a'
          ? [
              { level: 10, puzzleId: 501 },
              { level: 11, puzzleId: 502 },
            ]
          : [
              { level: 10, puzzleId: 601 },
              { level: 11, puzzleId: 602 },
            ],
    });
    expect(c).toMatchObject({ id: joinOnly, kind: 2, levels: [] });

    const again = await read('userId=player-1&platform=1&version=1.5.0&level=10&country=us', 'sandbox', {
      'if-none-match': r.response.headers.get('etag')!,
    });
    expect(again.status).toBe(304);
  });

  it('applies the filter: platform, versions, levels, countries; v1 to every platform from its minimum version', async () => {
    const ids = async (q: string) => ((await read(q)).body.experiments as { id: number }[]).map((e) => e.id);
    expect(await ids('userId=f1&platform=ios&version=1.5.0&level=10&country=US')).toEqual([v1]);
    expect(await ids('userId=f2&platform=2&version=1.1.0&level=10')).toEqual([]);
    expect(await ids('userId=f3&platform=android&version=2.0.1&level=10&country=US')).toEqual([v1, joinOnly]);
    expect(await ids('userId=f4&platform=android&version=1.5.0&level=101&country=US')).toEqual([v1]);
    expect(await ids('userId=f5&platform=android&version=1.5.0&level=10&country=FR')).toEqual([v1, joinOnly]);
    expect(await ids('userId=f6&platform=android&level=10&country=US')).toEqual([joinOnly]);
  });

  it('the join rule admits new users inside its levels only; a placed user stays when past it', async () => {
    const inJoin = async (user: string, level: number) =>
      ((await read(`userId=${user}&platform=1&level=${level}`)).body.experiments as { id: number; group: string }[]).find(
        (e) => e.id === joinOnly,
      );
    expect(await inJoin('late', 30)).toBeUndefined();
    expect(await assignmentRows(joinOnly)).not.toContainEqual(expect.objectContaining({ userId: 'late' }));
    const first = await inJoin('early', 5);
    expect(first).toBeDefined();
    expect((await inJoin('early', 30))?.group).toBe(first!.group);
  });

  it('is sticky across a running edit: the weights change and the phase moves, placed users keep their group', async () => {
    const users = Array.from({ length: 40 }, (_, i) => `sticky-${i}`);
    const before = new Map<string, string>();
    for (const u of users) {
      const e = (
        (await read(`userId=${u}&platform=1&version=1.5.0&level=10&country=US`)).body.experiments as {
          id: number;
          group: string;
          phase: number;
        }[]
      ).find((x) => x.id === v2)!;
      before.set(u, e.group);
    }
    expect(new Set(before.values())).toEqual(new Set(['A', 'B'])); // both groups are held by someone
    await updateExperiment(t, v2, { groups: wizardGroups([0, 100]), phase: 2 });
    await republish(t, CODE, 'sandbox');
    assignmentCacheOf(t.db).clear(); // as after a restart: the groups come from the database
    for (const u of users) {
      const e = (
        (await read(`userId=${u}&platform=1&version=1.5.0&level=10&country=US`)).body.experiments as {
          id: number;
          group: string;
          phase: number;
        }[]
      ).find((x) => x.id === v2)!;
      expect({ u, group: e.group, phase: e.phase }).toEqual({ u, group: before.get(u), phase: 1 });
    }
    // New users follow the new weights, in the new phase.
    for (let i = 0; i < 20; i++) {
      const e = (
        (await read(`userId=new-${i}&platform=1&version=1.5.0&level=10&country=US`)).body.experiments as {
          id: number;
          group: string;
          phase: number;
        }[]
      ).find((x) => x.id === v2)!;
      expect([e.group, e.phase]).toEqual(['B', 2]);
    }
  });

  it('concurrent first reads of one user agree on one group, store one row and record one exposure', async () => {
    const replies = await Promise.all(Array.from({ length: 12 }, () => read('userId=racer&platform=1&version=1.5.0&level=10&country=US')));
    for (const r of replies) expect(r.status).toBe(200);
    const groups = new Set(replies.map((r) => JSON.stringify(r.body.experiments)));
    expect(groups.size).toBe(1);
    const rows = (await assignmentRows(v2)).filter((r) => r.userId === 'racer');
    expect(rows).toHaveLength(1);
    const exp = (await exposures()).filter((e) => e.userId === 'racer');
    expect(exp).toHaveLength(3); // v2, v1 and the join-rule experiment, once each
    expect(exp.find((e) => e.experiment === String(v2))).toEqual({
      userId: 'racer',
      experiment: String(v2),
      group: rows[0].groupTag,
      phase: String(rows[0].phase),
      client: { platform: 1, appVersion: '1.5.0', country: 'US', level: 10, keys: ['experiment', 'group', 'phase'] },
    });
  });

  it('records one exposure per placement, never again on later reads, matching the stored groups', async () => {
    for (let i = 0; i < 3; i++) await read('userId=repeat&platform=1&version=1.5.0&level=10&country=US');
    const all = await exposures();
    const mine = all.filter((e) => e.userId === 'repeat');
    expect(mine.map((e) => e.experiment).sort()).toEqual([String(v2), String(v1), String(joinOnly)].sort());
    // Every stored row has exactly one exposure with its group, and there is no exposure without a row.
    const stored = await t.db.select().from(experimentAssignments);
    expect(all).toHaveLength(stored.length);
    const byKey = new Map(all.map((e) => [`${e.experiment}:${e.userId}`, e.group]));
    for (const s of stored) expect(byKey.get(`${s.experimentId}:${s.userId}`)).toBe(s.groupTag);
  });

  it('a failed exposure ingest is a 503 that keeps no placement; the retry places the user in the same group', async () => {
    const spy = vi.spyOn(t.services.warehouse, 'ingest').mockRejectedValueOnce(new HttpError(503, 'Event buffer full'));
    const r = await read('userId=unlucky&platform=1&version=1.5.0&level=10&country=US');
    expect(r.status).toBe(503);
    expect((await t.db.select().from(experimentAssignments).where(eq(experimentAssignments.userId, 'unlucky'))).length).toBe(0);
    spy.mockRestore();
    const retry = await read('userId=unlucky&platform=1&version=1.5.0&level=10&country=US');
    expect(retry.status).toBe(200);
    const stored = await t.db.select().from(experimentAssignments).where(eq(experimentAssignments.userId, 'unlucky'));
    expect(stored.map((s) => s.groupTag).sort()).toEqual((retry.body.experiments as { group: string }[]).map((e) => e.group).sort());
    expect((await exposures()).filter((e) => e.userId === 'unlucky')).toHaveLength(stored.length);
  });

  it('stops answering an experiment once it no longer runs, and keeps its rows', async () => {
    await updateExperiment(t, joinOnly, { status: 'FINISHED' });
    await republish(t, CODE, 'sandbox');
    const ids = ((await read('userId=early&platform=1&level=5')).body.experiments as { id: number }[]).map((e) => e.id);
    expect(ids).not.toContain(joinOnly);
    expect((await assignmentRows(joinOnly)).length).toBeGreaterThan(0);
  });
});
