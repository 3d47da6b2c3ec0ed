// Experiments v1 (001 §3, §5, §6, §7; 002 §7): the life cycle through deploy and switch with what
// runs on the env republished, every validation message, the owners-and-admins rule of deploy and
// switch, the wrong states, the puzzle modal's read, paging.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaves, replaced } from '../../../../tests/api/bodyLeaves';
import { and, asc, count, eq } from 'drizzle-orm';
import { puzzles } from '../../../../core/server/db/content';
import { experimentDeployments, experiments } from '../../../../core/server/db/experiments';
import { auditLog } from '../../../../core/server/db/schema';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { PUBLISH_KIND, RUNNING_KEY, type LiveExperiments } from '../live';
import { V1_MESSAGES } from '../../schemas/v1';
import { V1_ERRORS } from './routes';

let t: TestApp;
let admin: Client;
let user: Client;
let limit: Client;
const ids: Record<string, number[]> = {};
beforeAll(async () => {
  t = await startTestApp({ plugins: ['puzzles', 'experiments'] });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
  limit = await t.signIn(LIMIT);
  for (const code of ['jigsaw', 'tiles', 'pins'])
    ids[code] = (await t.db.select({ id: puzzles.id }).from(puzzles).where(eq(puzzles.projectCode, code)).orderBy(asc(puzzles.id))).map(
      (p) => p.id,
    );
});
afterAll(() => t.close());

const base = (code = 'jigsaw') => `/v1/${code}/experiment`;
/**
 * A body over three levels with groups A and B, each level a different puzzle of `code`. Each call
 * takes levels and puzzles of its own (past the demo's), so experiments deployed by different
 * tests never overlap (the overlap guard would refuse them).
 */
let bodies = 0;
function body(code = 'jigsaw', over: Record<string, unknown> = {}) {
  const n = bodies++;
  const all = ids[code];
  // Past the demo experiments' puzzles (the first of the pool), wrapping in a small project.
  const from = Math.min(100, Math.floor(all.length / 2));
  const p = Array.from({ length: 6 }, (_, i) => all[from + ((6 * n + i) % (all.length - from))]);
  const levels = [5, 6, 7].map((l) => l + 100 + 3 * n);
  return {
    name: 'Easier start',
    filter: { clientVersion: '1.2.0' },
    scope: { min: levels[0], max: levels[2] },
    groups: [
      { tag: 'A', weight: 50, data: levels.map((level, i) => ({ level, puzzleId: p[i] })) },
      { tag: 'B', weight: 50, data: levels.map((level, i) => ({ level, puzzleId: p[3 + i] })) },
    ],
    ...over,
  };
}
const live = async (code: string, env: 'sandbox' | 'prod') =>
  (await t.services.publish.latest<LiveExperiments>({ project: code, env, kind: PUBLISH_KIND, key: RUNNING_KEY }, 'live'))?.content
    ?.experiments ?? [];
const messagesOf = (r: { body: { issues?: { path: string; message: string }[] } }) =>
  (r.body.issues ?? []).map((i) => `${i.path}: ${i.message}`);

describe('life cycle', () => {
  it('creates, lists newest first, updates, deploys to sandbox, switches off and on, with the detail history and audit', async () => {
    const sent = body();
    const created = await admin.post(base(), sent);
    expect(created.status).toBe(200);
    const e = created.body.experiment;
    expect(e).toMatchObject({
      name: 'Easier start',
      filter: { clientVersion: '1.2.0' },
      scope: sent.scope,
      sandboxDeploy: null,
      prodDeploy: null,
      operator: 'Admin',
    });
    expect(e.groups[1].data[0]).toEqual(sent.groups[1].data[0]);

    const list = await admin.get(base());
    expect(list.body.experiments[0].id).toBe(e.id);
    expect(list.body.total).toBeGreaterThanOrEqual(4); // the demo's three and this one

    const updated = await admin.put(`${base()}/${e.id}`, body('jigsaw', { name: 'Easier start 2', filter: {} }));
    expect(updated.status).toBe(200);
    expect(updated.body.experiment).toMatchObject({ name: 'Easier start 2', filter: {} });

    const deployed = await admin.post(`${base()}/${e.id}/deployment`, { env: 'sandbox' });
    expect(deployed.status).toBe(200);
    expect(deployed.body.experiment.sandboxDeploy).toEqual({ id: deployed.body.deployment.id, enable: true });
    expect(deployed.body.experiment.prodDeploy).toBeNull();
    expect((await live('jigsaw', 'sandbox')).map((x) => x.id)).toContain(e.id);
    expect((await live('jigsaw', 'prod')).map((x) => x.id)).not.toContain(e.id);

    const off = await admin.post(`${base()}/${e.id}/switchEnable`, { env: 'sandbox', enable: false });
    expect(off.status).toBe(200);
    expect(off.body.experiment.sandboxDeploy).toEqual({ id: deployed.body.deployment.id, enable: false });
    expect((await live('jigsaw', 'sandbox')).map((x) => x.id)).not.toContain(e.id);
    const on = await admin.post(`${base()}/${e.id}/switchEnable`, { env: 'sandbox', enable: true });
    expect(on.body.deployment.enable).toBe(true);
    expect((await live('jigsaw', 'sandbox')).map((x) => x.id)).toContain(e.id);

    // A second deploy is a new deployment row; the history lists both, newest first.
    const again = await admin.post(`${base()}/${e.id}/deployment`, { env: 'prod' });
    expect(again.status).toBe(200);
    const detail = (await admin.get(`${base()}/${e.id}`)).body.experiment;
    expect(detail.deployments.map((d: { env: string; enable: boolean }) => [d.env, d.enable])).toEqual([
      ['prod', true],
      ['sandbox', true],
    ]);
    expect(detail).toMatchObject({ name: 'Easier start 2', sandboxDeploy: { enable: true }, prodDeploy: { enable: true } });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'experiments'), eq(auditLog.target, String(e.id))))
      .orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['create', 'update', 'deploy', 'disable', 'enable', 'deploy']);
  });

  it('republishes a running experiment when it is edited, and moves its users to a new phase when weights change', async () => {
    const e = (await admin.post(base(), body())).body.experiment;
    await admin.post(`${base()}/${e.id}/deployment`, { env: 'sandbox' });
    const b = body();
    b.groups[0].weight = 70;
    b.groups[1].weight = 30;
    expect((await admin.put(`${base()}/${e.id}`, b)).status).toBe(200);
    const running = (await live('jigsaw', 'sandbox')).find((x) => x.id === e.id);
    expect(running?.groups.map((g) => g.weight)).toEqual([70, 30]);
    expect(running?.phase).toBe(2);
  });

  it('keeps the demo: one experiment running on sandbox in jigsaw', async () => {
    const rows = (await admin.get(base())).body.experiments as { name: string; sandboxDeploy: { enable: boolean } | null }[];
    expect(rows.find((r) => r.name === 'Early levels: easier pictures')?.sandboxDeploy?.enable).toBe(true);
    expect((await live('jigsaw', 'sandbox')).map((x) => x.name)).toContain('Early levels: easier pictures');
  });
});

describe('validation (001 §5)', () => {
  it('answers each message, and changes nothing', async () => {
    const before = (await admin.get(base())).body.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '  ' }, `name: ${V1_MESSAGES.nameRequired}`],
      [{ scope: { min: 8, max: 8 } }, `scope.max: ${V1_MESSAGES.scopeOrder}`],
      [{ scope: { min: 9, max: 3 } }, `scope.max: ${V1_MESSAGES.scopeOrder}`],
      [{ scope: { min: '', max: 3 } }, `scope.min: ${V1_MESSAGES.scopeStartRequired}`],
      [{ groups: [] }, `groups: ${V1_MESSAGES.groupRequired}`],
      [{ filter: { clientVersion: 'one' } }, `filter.clientVersion: ${V1_MESSAGES.versionIllegal}`],
    ];
    for (const [over, message] of cases) {
      const r = await admin.post(base(), body('jigsaw', over));
      expect(r.status, message).toBe(400);
      expect(messagesOf(r)).toContain(message);
    }
    const weights = body();
    weights.groups[1].weight = 40;
    expect(messagesOf(await admin.post(base(), weights))).toContain(`weights: ${V1_MESSAGES.weightsSum}`);

    const dup = body();
    dup.groups[1].data[2].puzzleId = dup.groups[1].data[0].puzzleId;
    const d = await admin.post(base(), dup);
    expect(d.status).toBe(400);
    expect(messagesOf(d)).toContain(
      `groups.1.data.2.puzzleId: duplicate puzzle ${dup.groups[1].data[0].puzzleId} in group B: levels ${dup.scope.min}, ${dup.scope.max}`,
    );

    const missingLevel = body();
    missingLevel.groups[0].data.pop();
    expect(messagesOf(await admin.post(base(), missingLevel))).toContain(`groups.0.data: ${V1_MESSAGES.levelsMismatch}`);

    const blankPuzzle = body() as unknown as { groups: { data: { puzzleId: unknown }[] }[] };
    blankPuzzle.groups[0].data[1].puzzleId = '';
    expect(messagesOf(await admin.post(base(), blankPuzzle))).toContain(`groups.0.data.1.puzzleId: ${V1_MESSAGES.puzzleRequired}`);

    const otherProject = body();
    otherProject.groups[0].data[0].puzzleId = ids.tiles[0];
    const o = await admin.post(base(), otherProject);
    expect(o.status).toBe(400);
    expect(o.body.message).toBe(`Puzzle ${ids.tiles[0]} is not in this project (group A, level ${otherProject.scope.min})`);

    const e = (await admin.post(base(), body())).body.experiment;
    const noEnv = await admin.post(`${base()}/${e.id}/deployment`, {});
    expect(noEnv.status).toBe(400);
    expect(messagesOf(noEnv)).toContain(`env: ${V1_MESSAGES.envRequired}`);
    expect(messagesOf(await admin.post(`${base()}/${e.id}/deployment`, { env: 'staging' }))).toContain(`env: ${V1_MESSAGES.envRequired}`);
    expect((await admin.get(base())).body.total).toBe(before + 1);
  });
});

describe('access (001 §6) and state', () => {
  it('lets a user with the right but without ownership create, never deploy or switch', async () => {
    const e = (await user.post(base('tiles'), body('tiles'))).body.experiment;
    expect(e.id).toBeGreaterThan(0);
    for (const env of ['sandbox', 'prod']) {
      const r = await user.post(`${base('tiles')}/${e.id}/deployment`, { env });
      expect(r.status).toBe(403);
      expect(r.body.message).toBe(V1_ERRORS.ownersOnly);
    }
    await admin.post(`${base('tiles')}/${e.id}/deployment`, { env: 'sandbox' });
    const sw = await user.post(`${base('tiles')}/${e.id}/switchEnable`, { env: 'sandbox', enable: false });
    expect(sw.status).toBe(403);
    expect((await admin.get(`${base('tiles')}/${e.id}`)).body.experiment.sandboxDeploy.enable).toBe(true);
  });

  it('lets the owner deploy to prod and switch', async () => {
    const e = (await user.post(base(), body())).body.experiment;
    expect((await user.post(`${base()}/${e.id}/deployment`, { env: 'prod' })).status).toBe(200);
    expect((await user.post(`${base()}/${e.id}/switchEnable`, { env: 'prod', enable: false })).status).toBe(200);
  });

  it('keeps LIMIT users to their projects and out of deploys', async () => {
    expect((await limit.get(base())).status).toBe(403);
    const e = (await limit.post(base('pins'), body('pins'))).body.experiment;
    expect((await limit.post(`${base('pins')}/${e.id}/deployment`, { env: 'sandbox' })).status).toBe(403);
  });

  it('refuses a switch where the experiment is not deployed, and unknown or foreign ids', async () => {
    const e = (await admin.post(base(), body())).body.experiment;
    const r = await admin.post(`${base()}/${e.id}/switchEnable`, { env: 'prod', enable: true });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(V1_ERRORS.notDeployed('prod'));
    expect((await admin.get(`${base()}/${e.id}`)).body.experiment.deployments).toEqual([]);
    expect((await admin.get(`${base('tiles')}/${e.id}`)).status).toBe(404);
    expect((await admin.get(`${base()}/99999999`)).status).toBe(404);
    expect((await admin.get(`${base()}/abc`)).status).toBe(404);
    expect((await admin.put(`${base()}/99999999999999999999`, body())).status).toBe(404);
    expect((await admin.post(`${base()}/0/deployment`, { env: 'sandbox' })).status).toBe(404);
  });
});

describe('overlap guard', () => {
  it('refuses to deploy or switch on a v1 experiment over the levels or puzzles of one running on that env', async () => {
    const first = body();
    const a = (await admin.post(base(), first)).body.experiment;
    expect((await admin.post(`${base()}/${a.id}/deployment`, { env: 'sandbox' })).status).toBe(200);
    // The same levels, other puzzles.
    const sameLevels = body('jigsaw', { scope: first.scope });
    for (const g of sameLevels.groups) g.data = g.data.map((d, i) => ({ ...d, level: first.scope.min + i }));
    const b = (await admin.post(base(), sameLevels)).body.experiment;
    const refused = await admin.post(`${base()}/${b.id}/deployment`, { env: 'sandbox' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      `Experiment #${a.id} 'Easier start' already runs on levels ${first.scope.min}-${first.scope.max} on sandbox (both platforms)`,
    );
    // Prod is another env: no clash there.
    expect((await admin.post(`${base()}/${b.id}/deployment`, { env: 'prod' })).status).toBe(200);
    // Switched off, the first no longer blocks; switched back on while the second runs, it is refused.
    expect((await admin.post(`${base()}/${a.id}/switchEnable`, { env: 'sandbox', enable: false })).status).toBe(200);
    expect((await admin.post(`${base()}/${b.id}/deployment`, { env: 'sandbox' })).status).toBe(200);
    expect((await admin.post(`${base()}/${a.id}/switchEnable`, { env: 'sandbox', enable: true })).status).toBe(409);
    expect((await live('jigsaw', 'sandbox')).map((e) => e.id)).toContain(b.id);
    expect((await live('jigsaw', 'sandbox')).map((e) => e.id)).not.toContain(a.id);
  });
});

describe('puzzle modal and paging', () => {
  it("reads a puzzle of the project with its folders, not another project's", async () => {
    const r = await admin.get(`${base()}/puzzles/${ids.jigsaw[0]}`);
    expect(r.status).toBe(200);
    expect(r.body.puzzle).toMatchObject({ id: ids.jigsaw[0], name: expect.objectContaining({ en: expect.any(String) }) });
    expect(r.body.puzzle.folders.length).toBeGreaterThan(0);
    expect(r.body.puzzle.pic1).toMatch(/\.png$/);
    expect((await admin.get(`${base('tiles')}/puzzles/${ids.jigsaw[0]}`)).status).toBe(404);
    expect((await admin.get(`${base()}/puzzles/x`)).status).toBe(404);
  });

  it('pages 10 by default, with the spec page sizes only', async () => {
    for (let i = 0; i < 11; i++) await admin.post(base(), body('jigsaw', { name: `n${i}` }));
    const first = await admin.get(base());
    expect(first.body.experiments.length).toBe(10);
    const p2 = await admin.get(`${base()}?pn=2&ps=10`);
    expect(p2.body.experiments[0].id).toBeLessThan(first.body.experiments[9].id);
    expect((await admin.get(`${base()}?ps=7`)).status).toBe(400);
    expect((await admin.get(`${base()}?pn=0`)).status).toBe(400);
  });
});

describe('bad input (DESIGN §7)', () => {
  const BAD: unknown[] = [
    'a\u0000b',
    'a\ud800b',
    99999999999999999999,
    1e308,
    2 ** 31,
    -(2 ** 31) - 1,
    'x'.repeat(200_000),
    null,
    [],
    {},
    true,
    -1,
    0.5,
  ];
  const counts = async () => [
    (await t.db.select({ n: count() }).from(experiments))[0].n,
    (await t.db.select({ n: count() }).from(experimentDeployments))[0].n,
    (await t.db.select({ n: count() }).from(auditLog))[0].n,
  ];

  it('answers 4xx to every bad leaf of create, update, deploy and switch, and writes nothing', async () => {
    const e = (await admin.post(base(), body())).body.experiment;
    await admin.post(`${base()}/${e.id}/deployment`, { env: 'sandbox' });
    const before = await counts();
    const bad: string[] = [];
    const calls: [string, string, Record<string, unknown>][] = [
      ['POST', base(), body()],
      ['PUT', `${base()}/${e.id}`, body()],
      ['POST', `${base()}/${e.id}/deployment`, { env: 'sandbox' }],
      ['POST', `${base()}/${e.id}/switchEnable`, { env: 'sandbox', enable: false }],
    ];
    for (const [method, path, valid] of calls) {
      for (const leaf of leaves(valid)) {
        // A version of null is a missing (allowed) one.
        for (const v of BAD) {
          if (leaf.join('.') === 'filter.clientVersion' && v === null) continue;
          if (leaf.join('.') === 'enable' && v === true) continue; // a valid switch
          const r = await admin.request(method, path, replaced(valid, leaf, v));
          if (r.status < 400 || r.status >= 500) bad.push(`${method} ${path} ${leaf.join('.')}=${String(v).slice(0, 20)} -> ${r.status}`);
        }
      }
    }
    for (const [method, path] of calls) {
      for (const raw of ['"str"', 'null', '[]', '{"name":', '1e400']) {
        const r = await admin.request(method, path, raw);
        if (r.status < 400 || r.status >= 500) bad.push(`${method} ${path} ${raw} -> ${r.status}`);
      }
      const form = new FormData();
      form.append('name', 'a\ud800b');
      const r = await admin.request(method, path, form);
      if (r.status < 400 || r.status >= 500) bad.push(`${method} ${path} multipart -> ${r.status}`);
    }
    for (const q of ['pn=99999999999999999999', 'ps=%E0%A4%A', 'pn=a%00b', 'ps=1e308']) {
      const r = await admin.get(`${base()}?${q}`);
      if (r.status < 400 || r.status >= 500) bad.push(`GET ?${q} -> ${r.status}`);
    }
    expect(bad).toEqual([]);
    expect(await counts()).toEqual(before);
  }, 120_000);
});
