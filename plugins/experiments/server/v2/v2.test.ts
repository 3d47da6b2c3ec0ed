// Experiments v2 (000 §2.7, §4, §5; 002 §7): every validation message, every state transition
// and its refusal, roles (prod for owners and admins), the overlap refusal, the running edit's
// new phase, and what each change publishes for game clients.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../../../core/server/db/schema';
import { folderPuzzles, folders } from '../../../../core/server/db/content';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { PUBLISH_KIND, RUNNING_KEY, type LiveExperiments } from '../live';

let t: TestApp;
let admin: Client;
let user: Client;
let puzzleIds: number[];
let folderId: number;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['puzzles', 'folders', 'experiments'] });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
  const [f] = await t.db.select().from(folders).where(eq(folders.projectCode, 'tiles')).limit(1);
  folderId = f.id;
  puzzleIds = (
    await t.db.select().from(folderPuzzles).where(eq(folderPuzzles.folderId, f.id)).orderBy(folderPuzzles.sort, folderPuzzles.puzzleId)
  ).map((r) => r.puzzleId);
}, 120_000);
afterAll(() => t.close());

const base = (code = 'tiles') => `/v1/${code}/experimentv2`;
let lv = 1000;
/** A valid create body; each call takes levels and puzzles of its own so deploys do not overlap. */
function body(over: Record<string, unknown> = {}) {
  lv += 10;
  return {
    name: 'Harder level 5',
    platform: 'ios',
    env: 'sandbox',
    aaTag: 0,
    percent: 100,
    filter: { clientVersion: ['1.0.0', '0.0.0'], lv: [lv, lv + 9], startAt: null, endAt: null, country: [] },
    joinRule: { lv: [lv, lv + 2] },
    group: 'A,B',
    puzzleLength: 2,
    groups: [
      { tag: 'A', weight: 50, data: { levels: [] } },
      { tag: 'B', weight: 50, folderId: null, data: { levels: [] } },
    ],
    ...over,
  };
}
const running = async (env: 'sandbox' | 'prod' = 'sandbox', code = 'tiles') =>
  (await t.services.publish.current<LiveExperiments>({ project: code, env, kind: PUBLISH_KIND, key: RUNNING_KEY }))?.content?.experiments ??
  [];
const create = async (over: Record<string, unknown> = {}, who = admin) => {
  const r = await who.post(base(), body(over));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body as { id: number; status: string; phase: number };
};

describe('create, get, list, update', () => {
  it('creates READY with the stored shape, lists id descending per env and platform, gets one', async () => {
    const a = await create({
      groups: [
        { tag: 'A', weight: 50, data: { levels: [] } },
        { tag: 'B', weight: 50, folderId, data: { levels: puzzleIds.slice(0, 2) } },
      ],
    });
    const b = await create({ name: 'Second' });
    const got = (await admin.get(`${base()}/${a.id}`)).body;
    expect(got).toMatchObject({
      id: a.id,
      name: 'Harder level 5',
      status: 'READY',
      platform: 'ios',
      env: 'sandbox',
      aaTag: 0,
      percent: 100,
      phase: 1,
      operator: 'Admin',
    });
    expect(got.groups).toEqual([
      { tag: 'A', weight: 50, total: 2, folderId: null, data: { levels: [] } },
      { tag: 'B', weight: 50, total: 2, folderId, data: { levels: puzzleIds.slice(0, 2) } },
    ]);
    const list = (await admin.get(`${base()}?env=sandbox&platform=ios`)).body as { id: number; env: string; platform: string }[];
    expect(list.slice(0, 2).map((x) => x.id)).toEqual([b.id, a.id]);
    expect(list.every((x) => x.env === 'sandbox' && x.platform === 'ios')).toBe(true);
    expect((await admin.get(`${base()}?env=prod&platform=ios`)).body.some((x: { id: number }) => x.id === a.id)).toBe(false);
    expect((await admin.get(`${base()}?env=sandbox&platform=mac`)).status).toBe(400);
    expect((await admin.get(`${base()}/${a.id}`.replace('tiles', 'jigsaw'))).status).toBe(404);
    expect((await admin.get(`${base()}/99999999`)).status).toBe(404);
  });

  it("takes the spec's body alone (group and puzzleLength from the groups)", async () => {
    const r = await admin.post(base(), {
      name: 'Spec body',
      platform: 'android',
      env: 'sandbox',
      aaTag: 1,
      percent: 100,
      filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [0, 0] },
      joinRule: null,
      groups: [
        { tag: 'A', weight: 50, total: 3, data: { levels: [] } },
        { tag: 'B', weight: 50, total: 3, data: { levels: [] } },
      ],
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.groups.map((g: { total: number }) => g.total)).toEqual([3, 3]);
  });

  it('updates only when READY', async () => {
    const e = await create({ percent: 40 });
    // The spec's PUT body has no percent: it stays.
    const { percent: _percent, platform: _platform, env: _env, ...specBody } = body({ name: 'Renamed' });
    const up = await admin.put(`${base()}/${e.id}`, specBody);
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ name: 'Renamed', percent: 40, platform: 'ios', env: 'sandbox' });
    expect((await admin.post(`${base()}/${e.id}/deployment`, {})).status).toBe(200);
    const refused = await admin.put(`${base()}/${e.id}`, body({ name: 'Again' }));
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Only a READY experiment can be edited: #${e.id} is GRAY_PUBLISH`);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'experiments'), eq(auditLog.target, String(e.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['createV2', 'updateV2', 'deployV2']);
  });
});

describe('validation (000 §5)', () => {
  const refused = async (over: Record<string, unknown>, message: string, path?: string) => {
    const r = await admin.post(base(), body(over));
    expect(r.status).toBe(400);
    expect(r.body.issues.map((i: { message: string }) => i.message)).toContain(message);
    if (path) expect(r.body.issues.find((i: { message: string }) => i.message === message).path).toBe(path);
  };
  it('carries each message', async () => {
    await refused({ name: ' ' }, 'Please input Experiment name!', 'name');
    await refused({ group: '', groups: [] }, 'Please input Group!', 'group');
    await refused({ puzzleLength: 0 }, 'Please input puzzle length!', 'puzzleLength');
    await refused({ puzzleLength: '' }, 'Please input puzzle length!', 'puzzleLength');
    await refused(
      {
        groups: [
          { tag: 'A', weight: 60, data: { levels: [] } },
          { tag: 'B', weight: 50, data: { levels: [] } },
        ],
      },
      'The weights must sum to 100% !',
      'groups',
    );
    await refused(
      {
        groups: [
          { tag: 'A', weight: 101, data: { levels: [] } },
          { tag: 'B', weight: -1, data: { levels: [] } },
        ],
      },
      'A weight is a whole number from 0 to 100',
    );
    await refused(
      { filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [5, 10] }, joinRule: { lv: [3, 8] } },
      '加入规则的关卡范围必须在过滤条件的关卡范围内',
      'joinRule.lv',
    );
    await refused(
      { filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [5, 10] }, joinRule: { lv: [6, 0] } },
      '加入规则的关卡范围必须在过滤条件的关卡范围内',
    );
    await refused(
      {
        aaTag: 1,
        groups: [
          { tag: 'A', weight: 50, data: { levels: [] } },
          { tag: 'B', weight: 50, data: { levels: [puzzleIds[0], puzzleIds[1]] } },
        ],
      },
      'AA experiments have no levels',
    );
    await refused(
      {
        groups: [
          { tag: 'A', weight: 50, data: { levels: [] } },
          { tag: 'B', weight: 50, data: { levels: [puzzleIds[0]] } },
        ],
      },
      'Group B needs 2 puzzle ids (the puzzle length), or none to play the default puzzles',
    );
    await refused(
      {
        groups: [
          { tag: 'A', weight: 50, data: { levels: [] } },
          { tag: 'B', weight: 50, data: { levels: [puzzleIds[0], puzzleIds[0]] } },
        ],
      },
      `duplicate puzzle: #${puzzleIds[0]} twice in group B`,
    );
    await refused({ group: 'A,C' }, 'The groups must be the tags of Group, in order', 'group');
    await refused({ percent: 0 }, 'Percent is a whole number from 1 to 100', 'percent');
    await refused(
      { filter: { clientVersion: ['2.0.0', '1.0.0'], lv: [0, 0] }, joinRule: null },
      'The minimum client version must not be above the maximum',
    );
    await refused(
      { filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [0, 0], startAt: '2026-05-02', endAt: '2026-05-01' }, joinRule: null },
      'The start date must not be after the end date',
    );
  });
  it('refuses puzzles, folders and a copy source from elsewhere', async () => {
    const r = await admin.post(
      base(),
      body({
        groups: [
          { tag: 'A', weight: 50, data: { levels: [] } },
          { tag: 'B', weight: 50, data: { levels: [2147483000, 2147483001] } },
        ],
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Puzzles not in this project: 2147483000, 2147483001');
    expect((await admin.post(base(), body({ copyFrom: 2147483000 }))).body.message).toBe(
      'Experiment #2147483000 to copy from is not an experiment v2 of this project',
    );
    expect(
      (
        await admin.post(
          base(),
          body({
            groups: [
              { tag: 'A', weight: 50, data: { levels: [] } },
              { tag: 'B', weight: 50, folderId: 2147483000, data: { levels: [] } },
            ],
          }),
        )
      ).body.message,
    ).toBe('Folder #2147483000 is not in this project');
  });
});

describe('deploy and shutdown (000 §4)', () => {
  it('READY -> GRAY_PUBLISH under 100 %, -> RUNNING at 100 %, refuses RUNNING, shutdown -> FINISHED, refuses FINISHED', async () => {
    const e = await create();
    const gray = await admin.post(`${base()}/${e.id}/deployment`, { percent: 30 });
    expect(gray.body).toMatchObject({ status: 'GRAY_PUBLISH', percent: 30 });
    expect((await running()).find((x) => x.id === e.id)).toMatchObject({ percent: 30, kind: 2, platform: 'ios', phase: 1 });
    const full = await admin.post(`${base()}/${e.id}/deployment`, { percent: 100 });
    expect(full.body).toMatchObject({ status: 'RUNNING', percent: 100 });
    const again = await admin.post(`${base()}/${e.id}/deployment`, {});
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(`Experiment #${e.id} is already RUNNING`);
    const shut = await admin.post(`${base()}/${e.id}/shutdown`);
    expect(shut.body.status).toBe('FINISHED');
    expect((await running()).some((x) => x.id === e.id)).toBe(false);
    const redeploy = await admin.post(`${base()}/${e.id}/deployment`, {});
    expect(redeploy.status).toBe(409);
    expect(redeploy.body.message).toBe(`Experiment #${e.id} is FINISHED: it cannot be deployed again`);
    const reshut = await admin.post(`${base()}/${e.id}/shutdown`);
    expect(reshut.status).toBe(409);
    expect(reshut.body.message).toBe(`Only a RUNNING or GRAY_PUBLISH experiment can be shut down: #${e.id} is FINISHED`);
  });

  it('refuses shutting down a READY experiment, and deploys at its own percent by default', async () => {
    const e = await create({ percent: 40 });
    expect((await admin.post(`${base()}/${e.id}/shutdown`)).status).toBe(409);
    expect((await admin.post(`${base()}/${e.id}/deployment`, {})).body).toMatchObject({ status: 'GRAY_PUBLISH', percent: 40 });
    // Again at the same percent: nothing new for clients, still an audit entry.
    expect((await admin.post(`${base()}/${e.id}/deployment`, {})).status).toBe(200);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'experiments'), eq(auditLog.target, String(e.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['createV2', 'deployV2', 'deployV2']);
    await admin.post(`${base()}/${e.id}/shutdown`);
  });

  it('prod: owners and admins only (USER owns jigsaw, not tiles); a user without the right gets 403', async () => {
    const tilesProd = await create({ env: 'prod' });
    const refused = await user.post(`${base()}/${tilesProd.id}/deployment`, {});
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Only the project's owners and admins can change prod");
    expect(
      (
        await t.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.area, 'experiments'), eq(auditLog.target, String(tilesProd.id))))
      ).map((a) => a.action),
    ).toEqual(['createV2']);
    // A sandbox one is for anyone with the right.
    const tilesSandbox = await create({}, user);
    expect((await user.post(`${base()}/${tilesSandbox.id}/deployment`, {})).status).toBe(200);
    // Admin deploys the prod one; USER may not shut it down or adjust it.
    expect((await admin.post(`${base()}/${tilesProd.id}/deployment`, {})).status).toBe(200);
    expect((await running('prod')).some((x) => x.id === tilesProd.id)).toBe(true);
    expect((await user.post(`${base()}/${tilesProd.id}/shutdown`)).status).toBe(403);
    expect((await user.put(`${base()}/${tilesProd.id}/running`, { percent: 100, filter: body().filter, weights: [50, 50] })).status).toBe(
      403,
    );
    // In jigsaw USER is an owner.
    const jig = await user.post(base('jigsaw'), body({ env: 'prod' }));
    expect((await user.post(`${base('jigsaw')}/${jig.body.id}/deployment`, {})).status).toBe(200);
    const limit = await t.signIn(LIMIT);
    expect((await limit.get(`${base()}?env=sandbox&platform=ios`)).status).toBe(403);
    expect((await limit.post(base(), body())).status).toBe(403);
    await admin.post(`${base()}/${tilesProd.id}/shutdown`);
    await admin.post(`${base()}/${tilesSandbox.id}/shutdown`);
    await user.post(`${base('jigsaw')}/${jig.body.id}/shutdown`);
  });
});

describe('overlap guard', () => {
  it('refuses a deploy that shares levels or puzzles with a running experiment on the same env and platform', async () => {
    // The demo's experiments take the first 20 puzzles of folders: these are nobody's.
    const tail = puzzleIds.slice(-3);
    expect(puzzleIds.length).toBeGreaterThan(23);
    const first = await create({
      name: 'Hard start',
      filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [0, 0] },
      joinRule: { lv: [105, 108] },
    });
    expect((await admin.post(`${base()}/${first.id}/deployment`, {})).status).toBe(200);
    const clash = await create({ name: 'Clash', filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [0, 0] }, joinRule: { lv: [107, 112] } });
    const refused = await admin.post(`${base()}/${clash.id}/deployment`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`Experiment #${first.id} 'Hard start' already runs on levels 107-108 on ios sandbox`);
    expect((await admin.get(`${base()}/${clash.id}`)).body.status).toBe('READY');
    // The other platform is free.
    const android = await create({
      platform: 'android',
      filter: { clientVersion: ['0.0.0', '0.0.0'], lv: [0, 0] },
      joinRule: { lv: [107, 112] },
    });
    expect((await admin.post(`${base()}/${android.id}/deployment`, {})).status).toBe(200);
    await admin.post(`${base()}/${android.id}/shutdown`);
    // Shared puzzles on other levels.
    await admin.post(`${base()}/${first.id}/shutdown`);
    const withPuzzles = await create({
      name: 'Puzzle set',
      groups: [
        { tag: 'A', weight: 50, data: { levels: [] } },
        { tag: 'B', weight: 50, data: { levels: tail.slice(0, 2) } },
      ],
    });
    expect((await admin.post(`${base()}/${withPuzzles.id}/deployment`, {})).status).toBe(200);
    const samePuzzles = await create({
      groups: [
        { tag: 'A', weight: 50, data: { levels: [] } },
        { tag: 'B', weight: 50, data: { levels: tail.slice(1, 3) } },
      ],
    });
    const refused2 = await admin.post(`${base()}/${samePuzzles.id}/deployment`, {});
    expect(refused2.status).toBe(409);
    expect(refused2.body.message).toBe(`Experiment #${withPuzzles.id} 'Puzzle set' already runs on ios sandbox with puzzles ${tail[1]}`);
    await admin.post(`${base()}/${withPuzzles.id}/shutdown`);
    expect((await admin.post(`${base()}/${samePuzzles.id}/deployment`, {})).status).toBe(200);
    await admin.post(`${base()}/${samePuzzles.id}/shutdown`);
  });
});

describe('overlap guard under concurrency', () => {
  it('lets one of two overlapping deploys at once through', async () => {
    const filter = { clientVersion: ['0.0.0', '0.0.0'], lv: [0, 0] };
    const a = await create({ platform: 'android', filter, joinRule: { lv: [400, 410] } });
    const b = await create({ platform: 'android', filter, joinRule: { lv: [405, 415] } });
    const answers = await Promise.all([a, b].map((e) => admin.post(`${base()}/${e.id}/deployment`, {})));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    for (const e of [a, b]) await admin.post(`${base()}/${e.id}/shutdown`);
  });
});

describe('adjust while running', () => {
  it('changes weights, percent and filter only, bumps the phase and republishes', async () => {
    const e = await create();
    const notYet = await admin.put(`${base()}/${e.id}/running`, { percent: 100, filter: body().filter, weights: [50, 50] });
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe(`Only a RUNNING or GRAY_PUBLISH experiment can be adjusted: #${e.id} is READY`);
    const deployed = (await admin.post(`${base()}/${e.id}/deployment`, {})).body;
    const filter = { ...deployed.filter, country: ['US'] };
    const bad = await admin.put(`${base()}/${e.id}/running`, { percent: 100, filter, weights: [70, 20] });
    expect(bad.status).toBe(400);
    expect(bad.body.issues[0].message).toBe('The weights must sum to 100% !');
    expect((await admin.put(`${base()}/${e.id}/running`, { percent: 100, filter, weights: [100] })).body.message).toBe(
      'Give one weight per group (2)',
    );
    const narrow = await admin.put(`${base()}/${e.id}/running`, {
      percent: 100,
      filter: { ...filter, lv: [deployed.joinRule.lv[0] + 1, 0] },
      weights: [50, 50],
    });
    expect(narrow.body.message).toBe('加入规则的关卡范围必须在过滤条件的关卡范围内');
    const adjusted = await admin.put(`${base()}/${e.id}/running`, { percent: 60, filter, weights: [80, 20] });
    expect(adjusted.status).toBe(200);
    expect(adjusted.body).toMatchObject({
      phase: 2,
      percent: 60,
      status: 'GRAY_PUBLISH',
      filter: { country: ['US'] },
      name: deployed.name,
      joinRule: deployed.joinRule,
    });
    expect(adjusted.body.groups.map((g: { weight: number }) => g.weight)).toEqual([80, 20]);
    expect((await running()).find((x) => x.id === e.id)).toMatchObject({ phase: 2, percent: 60, filter: { country: ['US'] } });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'experiments'), eq(auditLog.target, String(e.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['createV2', 'deployV2', 'adjustV2']);
    await admin.post(`${base()}/${e.id}/shutdown`);
  });
});

describe('folder picker and demo', () => {
  it("lists the project's folders and a folder's puzzles in order", async () => {
    const list = (await admin.get(`${base()}/folders`)).body as { id: number; name: string; puzzles: number }[];
    expect(list.find((f) => f.id === folderId)?.puzzles).toBe(puzzleIds.length);
    const ps = (await admin.get(`${base()}/folders/${folderId}/puzzles`)).body as { id: number }[];
    expect(ps.map((p) => p.id)).toEqual(puzzleIds);
    expect((await admin.get(`${base('jigsaw')}/folders/${folderId}/puzzles`)).status).toBe(404);
    expect((await admin.get(`${base()}/folders/abc/puzzles`)).status).toBe(404);
  });
  it('seeds a READY, a RUNNING, a GRAY_PUBLISH and a FINISHED experiment in jigsaw, the running ones published', async () => {
    const all = [
      ...(await admin.get(`${base('jigsaw')}?env=sandbox&platform=ios`)).body,
      ...(await admin.get(`${base('jigsaw')}?env=sandbox&platform=android`)).body,
    ] as { id: number; status: string; name: string }[];
    const demo = all.filter((e) => ['Old onboarding AA', 'Hard start', 'Easier first week', 'Bigger pieces early'].includes(e.name));
    expect(demo.map((e) => e.status).sort()).toEqual(['FINISHED', 'GRAY_PUBLISH', 'READY', 'RUNNING']);
    const live = (await running('sandbox', 'jigsaw')).map((x) => x.name);
    expect(live).toEqual(expect.arrayContaining(['Hard start', 'Easier first week']));
  });
});
