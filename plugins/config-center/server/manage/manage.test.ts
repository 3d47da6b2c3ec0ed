// The manage part's API (001 §5, §7 "Config center"): the projects menu, namespaces and files, each
// rule and message: the right in the path's project, the body's code, 'file existed', file names,
// sizes, bad input changing nothing, the audit of every mutation (sizes, not contents) and the demo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { auditLog, userRights, users } from '../../../../core/server/db/schema';
import { ADMIN, LIMIT, startTestApp, USER, type Client, type TestApp } from '../../../../tests/api/harness';
import { MANAGE_MESSAGES as M } from '../../schemas/manage';
import { ccArchives, ccNamespaces } from '../db';

let t: TestApp;
let admin: Client;
let user: Client;
let limit: Client;
const CODE = 'jigsaw';
const OTHER = 'tiles';
const api = (code = CODE) => `/v1/${code}/cc/api/manage`;
const q = (o: Record<string, string>) => new URLSearchParams(o).toString();

beforeAll(async () => {
  t = await startTestApp({ plugins: ['config-center'], demo: ['config-center'] });
  // USER holds the right in jigsaw only; LIMIT nowhere.
  const [u] = await t.db.select().from(users).where(eq(users.mail, USER.mail));
  const [l] = await t.db.select().from(users).where(eq(users.mail, LIMIT.mail));
  await t.db.delete(userRights).where(and(eq(userRights.name, 'config-center'), inArray(userRights.userId, [u.id, l.id])));
  await t.db.insert(userRights).values({ userId: u.id, projectCode: CODE, name: 'config-center' });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
  limit = await t.signIn(LIMIT);
}, 120_000);
afterAll(() => t?.close());

const save = (c: Client, over: Record<string, unknown> = {}, code = CODE) =>
  c.post(`${api(code)}/files/content`, {
    code,
    env: 'dev',
    nameSpace: 'default',
    fileName: 'new.json',
    fileContent: '{"a": 1}\n',
    create: true,
    ...over,
  });

describe('the projects menu', () => {
  it('lists every project for admins and only the held ones for users, each with dev, sandbox and prod', async () => {
    const a = await admin.get('/v1/cc/api/manage/nameSpaces/projects');
    expect(a.status).toBe(200);
    const codes = a.body.payload.projects.map((p: { projectCode: string }) => p.projectCode);
    expect(codes).toEqual(expect.arrayContaining(['jigsaw', 'tiles', 'words']));
    expect(a.body.payload.projects[0].env).toEqual(['dev', 'sandbox', 'prod']);
    const u = await user.get('/v1/cc/api/manage/nameSpaces/projects');
    expect(u.body.payload.projects).toEqual([{ projectCode: 'jigsaw', nickname: 'Jigsaw Journey', env: ['dev', 'sandbox', 'prod'] }]);
    expect((await limit.get('/v1/cc/api/manage/nameSpaces/projects')).body.payload.projects).toEqual([]);
    expect((await t.client().get('/v1/cc/api/manage/nameSpaces/projects')).status).toBe(401);
  });
});

describe('namespaces', () => {
  it('lists the demo namespaces per env', async () => {
    const r = await user.get(`${api()}/nameSpaces?env=prod`);
    expect(r.status).toBe(200);
    expect(r.body.payload.nameSpaces).toEqual([{ nameSpace: 'default' }, { nameSpace: 'gameplay' }]);
  });

  it('creates one, 409 when it exists, audited', async () => {
    const r = await user.post(`${api()}/nameSpaces`, { code: CODE, env: 'sandbox', nameSpace: 'events' });
    expect(r.status).toBe(200);
    expect(r.body.payload.nameSpace).toBe('events');
    const again = await user.post(`${api()}/nameSpaces`, { code: CODE, env: 'sandbox', nameSpace: 'events' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.namespaceExisted);
    const list = await user.get(`${api()}/nameSpaces?env=sandbox`);
    expect(list.body.payload.nameSpaces.map((n: { nameSpace: string }) => n.nameSpace)).toContain('events');
    const [row] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'createNamespace'), eq(auditLog.projectCode, CODE)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row.target).toBe('sandbox/events');
  });

  it('requires the fields with the spec-side messages', async () => {
    const r = await user.post(`${api()}/nameSpaces`, { code: CODE, env: 'qa', nameSpace: '' });
    expect(r.status).toBe(400);
    const messages = r.body.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Please select env', 'Please input namespace']));
    expect((await user.post(`${api()}/nameSpaces`, { env: 'dev', nameSpace: 'x' })).body.issues[0].message).toBe('Please select project');
  });

  it("refuses a body code other than the path's with 400, another project's path with 403", async () => {
    const r = await user.post(`${api()}/nameSpaces`, { code: OTHER, env: 'dev', nameSpace: 'sneaky' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(M.codeMismatch);
    expect((await user.post(`${api(OTHER)}/nameSpaces`, { code: OTHER, env: 'dev', nameSpace: 'sneaky' })).status).toBe(403);
    expect((await user.get(`${api(OTHER)}/nameSpaces?env=dev`)).status).toBe(403);
    expect((await limit.get(`${api()}/nameSpaces?env=dev`)).status).toBe(403);
    expect(await t.db.select().from(ccNamespaces).where(eq(ccNamespaces.name, 'sneaky'))).toEqual([]);
  });
});

describe('files', () => {
  it('lists the demo files and reads their content', async () => {
    const r = await user.get(`${api()}/files?${q({ env: 'dev', nameSpace: 'default' })}`);
    expect(r.body.payload.fileList).toEqual(['feature_flags.json', 'server_endpoints.yaml']);
    const c = await user.get(`${api()}/files/content?${q({ env: 'dev', nameSpace: 'default', fileName: 'feature_flags.json' })}`);
    expect(JSON.parse(c.body.payload.content).dailyChallenge).toBe(true);
    expect((await user.get(`${api()}/files?${q({ env: 'dev', nameSpace: 'nope' })}`)).status).toBe(404);
    expect((await user.get(`${api()}/files/content?${q({ env: 'dev', nameSpace: 'default', fileName: 'nope.json' })}`)).status).toBe(404);
  });

  it("creates a file, 'file existed' the second time, then updates it on Submit", async () => {
    const r = await save(user);
    expect(r.status).toBe(200);
    expect(r.body.payload).toEqual({ fileName: 'new.json', created: true });
    const again = await save(user, { fileContent: 'other' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(M.fileExisted);
    const up = await save(user, { create: undefined, fileContent: '{"a": 2}\n' });
    expect(up.status).toBe(200);
    const c = await user.get(`${api()}/files/content?${q({ env: 'dev', nameSpace: 'default', fileName: 'new.json' })}`);
    expect(c.body.payload.content).toBe('{"a": 2}\n');
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'updateFile')).orderBy(desc(auditLog.id)).limit(1);
    expect(row.target).toBe('dev/default/new.json');
    expect(JSON.stringify(row)).not.toContain('"a": 2');
    expect(row.after).toEqual({ bytes: 9 });
  });

  it('updating a file that does not exist is a 404; a namespace that does not exist too', async () => {
    expect((await save(user, { create: false, fileName: 'ghost.json' })).status).toBe(404);
    expect((await save(user, { nameSpace: 'ghost' })).status).toBe(404);
  });

  it('requires a file name and content with the spec messages, and checks names', async () => {
    const r = await save(user, { fileName: '  ', fileContent: '  ' });
    expect(r.status).toBe(400);
    const messages = r.body.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(expect.arrayContaining([M.fileName, M.fileContent]));
    for (const [name, message] of [
      ['a/b.json', M.fileNameChars],
      ['a\\b.json', M.fileNameChars],
      ['tab\there', M.fileNameChars],
      ['..', M.fileNameDots],
      ['.', M.fileNameDots],
      ['x'.repeat(129), M.fileTooLong],
    ]) {
      const bad = await save(user, { fileName: name });
      expect(bad.status, name).toBe(400);
      expect(bad.body.issues[0].message, name).toBe(message);
    }
    expect((await save(user, { fileName: 'x'.repeat(128) })).status).toBe(200);
  });

  it('takes a file up to 1 MB and refuses a larger one clearly', async () => {
    const big = 'a'.repeat(1024 * 1024);
    expect((await save(user, { fileName: 'big.txt', fileContent: big })).status).toBe(200);
    const over = await save(user, { fileName: 'bigger.txt', fileContent: `${big}b` });
    expect(over.status).toBe(400);
    expect(over.body.issues[0].message).toBe(M.contentTooBig);
    // 1 MB of characters but more bytes in UTF-8.
    const wide = await save(user, { fileName: 'wide.txt', fileContent: 'é'.repeat(600 * 1024) });
    expect(wide.body.issues[0].message).toBe(M.contentTooBig);
    const huge = await user.post(
      `${api()}/files/content`,
      `{"code":"${CODE}","env":"dev","nameSpace":"default","fileName":"h","fileContent":"${'a'.repeat(5 * 1024 * 1024)}"}`,
    );
    expect(huge.status).toBe(413);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.target, 'dev/default/big.txt'));
    expect(JSON.stringify(audit).length).toBeLessThan(2000);
  });

  it('refuses a body code other than the path, other projects and LIMIT users', async () => {
    const r = await save(user, { code: OTHER, fileName: 'mismatch.json' });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(M.codeMismatch);
    expect((await save(user, { fileName: 'x.json' }, OTHER)).status).toBe(403);
    expect((await save(limit, { fileName: 'x.json' })).status).toBe(403);
    expect((await user.get(`${api()}/files?${q({ env: 'dev', nameSpace: 'mismatch.json' })}`)).status).toBe(404);
  });

  it('reads a file as it is in an archive by commit id; 404 when absent', async () => {
    const [ns] = await t.db
      .select()
      .from(ccNamespaces)
      .where(and(eq(ccNamespaces.projectCode, CODE), eq(ccNamespaces.env, 'prod'), eq(ccNamespaces.name, 'default')));
    const commitId = 'ab'.repeat(20);
    await t.db
      .insert(ccArchives)
      .values({ namespaceId: ns.id, commitId, dataVersion: 99, files: { 'feature_flags.json': '{"old": true}' } });
    const read = (fileName: string, id = commitId) =>
      user.get(`${api()}/files/content?${q({ env: 'prod', nameSpace: 'default', fileName, commitId: id })}`);
    expect((await read('feature_flags.json')).body.payload.content).toBe('{"old": true}');
    expect((await read('feature_flags.json', commitId.toUpperCase())).status).toBe(200);
    expect((await read('server_endpoints.yaml')).status).toBe(404);
    expect((await read('feature_flags.json', 'cd'.repeat(20))).status).toBe(404);
    expect((await read('feature_flags.json', 'not-a-commit')).status).toBe(400);
  });

  it('deletes a file, audited; 404 the second time', async () => {
    await save(user, { fileName: 'gone.json' });
    const path = `${api()}/files?${q({ env: 'dev', nameSpace: 'default', fileName: 'gone.json' })}`;
    expect((await user.delete(path)).status).toBe(200);
    expect((await user.delete(path)).status).toBe(404);
    const [row] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'deleteFile')).orderBy(desc(auditLog.id)).limit(1);
    expect(row.target).toBe('dev/default/gone.json');
  });

  it('edits prod files with the right alone (a release to prod is what owners and admins hold)', async () => {
    expect((await save(user, { env: 'prod', fileName: 'prod_draft.json' })).status).toBe(200);
  });
});
