// Config center releases (001 "Config center", §4 Archive, §7): archives with needRelease, the
// JSON/YAML checks (file and line), prod for owners and admins, rollback, the zip, idempotency,
// and the client API (ETag/304, 404, dev, client key, the long-poll and its bound).
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, projects, publishSnapshots } from '../../../../core/server/db/schema';
import { ADMIN, USER, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { ccFiles, ccNamespaces } from '../db';
import { manualClock } from '../../../../tests/support/clock';
import { exportFile } from '../../../../tests/api/jobs';
import { CHECK_MS, longPollLimits } from './clientRoutes';

let t: TestApp;
/** The app's clock: a held long-poll waits on it, and only the test moves it. */
const clock = manualClock();
let admin: Client;
let user: Client; // owner of jigsaw; holds the rights of tiles without owning it
beforeAll(async () => {
  t = await startTestApp({ plugins: ['config-center'], time: clock });
  admin = await t.signIn(ADMIN);
  user = await t.signIn(USER);
});
afterAll(() => t.close());

let n = 0;
/** A namespace with files, made directly (the manage part's tables). */
async function namespace(code: string, env: 'dev' | 'sandbox' | 'prod', files: Record<string, string>): Promise<string> {
  const name = `ns${++n}`;
  const [ns] = await t.db.insert(ccNamespaces).values({ projectCode: code, env, name }).returning();
  for (const [file, content] of Object.entries(files)) await t.db.insert(ccFiles).values({ namespaceId: ns.id, name: file, content });
  return name;
}
const setFile = async (code: string, env: string, name: string, file: string, content: string) => {
  const [ns] = await t.db
    .select()
    .from(ccNamespaces)
    .where(and(eq(ccNamespaces.projectCode, code), eq(ccNamespaces.env, env as 'dev'), eq(ccNamespaces.name, name)));
  await t.db
    .update(ccFiles)
    .set({ content })
    .where(and(eq(ccFiles.namespaceId, ns.id), eq(ccFiles.name, file)));
};
const api = (code: string) => `/v1/${code}/cc/api/manage`;
const GOOD = { 'app.json': '{\n  "maxLevel": 40\n}\n', 'ads.yaml': 'interstitial:\n  every: 3\n', 'notes.txt': 'free text {' };
const snapshots = async () => (await t.db.select().from(publishSnapshots).where(eq(publishSnapshots.kind, 'config-center'))).length;
const archivesOf = async (code: string, env: string, name: string) =>
  (await admin.get(`${api(code)}/archives?env=${env}&nameSpace=${name}`)).body.payload;
const clientKey = async (code: string) => (await t.db.select().from(projects).where(eq(projects.code, code)))[0].clientKey;

describe('archives', () => {
  it('snapshots the files and, with needRelease (default 1), releases them; the operator is the signed-in user', async () => {
    const name = await namespace('jigsaw', 'sandbox', GOOD);
    const r = await admin.post(`${api('jigsaw')}/archives`, { env: 'sandbox', nameSpace: name, note: 'first', operator: 'someone else' });
    expect(r.status).toBe(200);
    const sha = createHash('sha1');
    for (const f of Object.keys(GOOD).sort())
      sha
        .update(f)
        .update('\0')
        .update(GOOD[f as keyof typeof GOOD])
        .update('\0');
    expect(r.body.payload).toMatchObject({ commitId: sha.digest('hex'), dataVersion: 1 });
    expect(r.body.payload.release).toMatchObject({ archiveId: r.body.payload.id, unchanged: false });
    const list = await archivesOf('jigsaw', 'sandbox', name);
    expect(list.total).toBe(1);
    expect(list.archives[0]).toMatchObject({
      id: r.body.payload.id,
      note: 'first',
      operator: 'Admin',
      released: true,
      live: true,
      dataVersion: 1,
    });
    expect(list.archives[0].filePath).toBe(`/v1/jigsaw/cc/api/manage/archives/${r.body.payload.id}/download`);
    const rel = await admin.get(`${api('jigsaw')}/releases?env=sandbox&nameSpace=${name}`);
    expect(rel.body.payload.release).toEqual({ commitId: r.body.payload.commitId, archiveId: r.body.payload.id });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'config-center'), eq(auditLog.target, `sandbox:${name}`)));
    expect(audit.map((a) => a.action).sort()).toEqual(['archive', 'release']);
  });

  it('with needRelease 0 archives only; versions count up per namespace, newest first, 10 a page', async () => {
    const name = await namespace('jigsaw', 'dev', GOOD);
    for (let i = 0; i < 12; i++)
      expect(
        (await admin.post(`${api('jigsaw')}/archives`, { env: 'dev', nameSpace: name, needRelease: 0, note: `v${i + 1}` })).status,
      ).toBe(200);
    const page = await archivesOf('jigsaw', 'dev', name);
    expect(page.total).toBe(12);
    expect(page.archives.map((a: { dataVersion: number }) => a.dataVersion)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(page.archives.every((a: { released: boolean; live: boolean }) => !a.released && !a.live)).toBe(true);
    const second = (await admin.get(`${api('jigsaw')}/archives?env=dev&nameSpace=${name}&pn=2&ps=10`)).body.payload;
    expect(second.archives.map((a: { dataVersion: number }) => a.dataVersion)).toEqual([2, 1]);
    expect((await admin.get(`${api('jigsaw')}/releases?env=dev&nameSpace=${name}`)).body.payload.release).toEqual({
      commitId: null,
      archiveId: null,
    });
  });

  it('refuses an empty namespace (400) and an unknown one (404)', async () => {
    const empty = await namespace('jigsaw', 'sandbox', {});
    const r = await admin.post(`${api('jigsaw')}/archives`, { env: 'sandbox', nameSpace: empty });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(`Namespace '${empty}' has no files to archive: add a file first`);
    const u = await admin.post(`${api('jigsaw')}/archives`, { env: 'sandbox', nameSpace: 'nope' });
    expect(u.status).toBe(404);
    expect(u.body.message).toBe("Namespace 'nope' not found on sandbox");
  });

  it('downloads a zip of the files named {code}_{env}_{namespace}_{dataVersion}.zip', async () => {
    const name = await namespace('jigsaw', 'sandbox', GOOD);
    const id = (await admin.post(`${api('jigsaw')}/archives`, { env: 'sandbox', nameSpace: name, needRelease: 0 })).body.payload.id;
    const res = await exportFile(t, admin, `${api('jigsaw')}/archives/${id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="jigsaw_sandbox_${name}_1.zip"`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    // Stored entries: each name then its bytes.
    const entries: Record<string, string> = {};
    for (let at = 0; bytes.readUInt32LE(at) === 0x04034b50;) {
      const size = bytes.readUInt32LE(at + 18);
      const nameLen = bytes.readUInt16LE(at + 26);
      const extra = bytes.readUInt16LE(at + 28);
      const file = bytes.subarray(at + 30, at + 30 + nameLen).toString();
      entries[file] = bytes.subarray(at + 30 + nameLen + extra, at + 30 + nameLen + extra + size).toString();
      at += 30 + nameLen + extra + size;
    }
    expect(entries).toEqual(GOOD);
    expect((await admin.get(`${api('jigsaw')}/archives/99999999/download`)).status).toBe(404);
    expect((await admin.get(`${api('jigsaw')}/archives/99999999999999999999/download`)).status).toBe(404);
    expect((await admin.get(`${api('tiles')}/archives/${id}/download`)).status).toBe(404);
    // The zip is its starter's: another member of the project does not get it; the start is audited.
    expect((await user.get(`/v1/jobs/${res.jobId}/file`)).status).toBe(404);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'config-center'), eq(auditLog.action, 'archive.download')));
    expect(entry).toMatchObject({ projectCode: 'jigsaw', target: `sandbox:${name}` });
  });
});

describe('releases', () => {
  it('refuses a file that does not parse, naming the file and the line; nothing is made', async () => {
    const name = await namespace('jigsaw', 'sandbox', {
      'app.json': '{\n  "a": 1,\n  "b" 2\n}',
      'ads.yml': 'a: 1\na: 2\n',
      'ok.yaml': 'x: 1\n',
    });
    const before = await snapshots();
    const r = await admin.post(`${api('jigsaw')}/archives`, { env: 'sandbox', nameSpace: name });
    expect(r.status).toBe(400);
    // The JSON reason is V8's own text (it differs between Node versions): the file and line are ours.
    expect(r.body.message).toMatch(/^ads\.yml line 2: invalid YAML \(Map keys must be unique\); app\.json line 3: invalid JSON \(.+\)$/);
    expect((await archivesOf('jigsaw', 'sandbox', name)).total).toBe(0);
    expect(await snapshots()).toBe(before);
    // Archived without a release, it still cannot be released.
    const id = (await admin.post(`${api('jigsaw')}/archives`, { env: 'sandbox', nameSpace: name, needRelease: 0 })).body.payload.id;
    const rel = await admin.post(`${api('jigsaw')}/releases`, { archiveId: id });
    expect(rel.status).toBe(400);
    expect(rel.body.message).toContain('app.json line 3: invalid JSON');
    expect(await snapshots()).toBe(before);
  });

  it('prod: a non-owner is refused and nothing changes; an owner releases', async () => {
    const name = await namespace('tiles', 'prod', GOOD);
    const before = await snapshots();
    const r = await user.post(`${api('tiles')}/archives`, { env: 'prod', nameSpace: name });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe("Only the project's owners and admins can change prod");
    expect((await archivesOf('tiles', 'prod', name)).total).toBe(0);
    // An archive alone is allowed; its release is not.
    const id = (await user.post(`${api('tiles')}/archives`, { env: 'prod', nameSpace: name, needRelease: 0 })).body.payload.id;
    expect((await user.post(`${api('tiles')}/releases`, { archiveId: id })).status).toBe(403);
    expect(await snapshots()).toBe(before);
    expect((await archivesOf('tiles', 'prod', name)).archives[0].released).toBe(false);
    expect((await admin.post(`${api('tiles')}/releases`, { archiveId: id })).status).toBe(200);
    // The owner of jigsaw releases its prod.
    const mine = await namespace('jigsaw', 'prod', GOOD);
    expect((await user.post(`${api('jigsaw')}/archives`, { env: 'prod', nameSpace: mine })).status).toBe(200);
  });

  it('rolls back by releasing an earlier archive, and through core’s rollback route', async () => {
    const name = await namespace('jigsaw', 'dev', GOOD);
    const a1 = (await admin.post(`${api('jigsaw')}/archives`, { env: 'dev', nameSpace: name })).body.payload;
    await setFile('jigsaw', 'dev', name, 'app.json', '{"maxLevel": 50}');
    const a2 = (await admin.post(`${api('jigsaw')}/archives`, { env: 'dev', nameSpace: name })).body.payload;
    expect(a2.commitId).not.toBe(a1.commitId);
    const back = await admin.post(`${api('jigsaw')}/releases`, { archiveId: a1.id });
    expect(back.body.payload).toMatchObject({ archiveId: a1.id, commitId: a1.commitId, unchanged: false });
    let list = await archivesOf('jigsaw', 'dev', name);
    expect(list.archives.map((a: { live: boolean }) => a.live)).toEqual([false, true]);
    // Core's route: back to a2's snapshot.
    const hist = await admin.get(`/v1/jigsaw/releases/config-center/history?env=dev&key=${name}`);
    expect(hist.status).toBe(200);
    const a2Snapshot = hist.body.rows.find((s: { id: number }) => s.id === a2.release.returnId);
    const rb = await admin.post('/v1/jigsaw/releases/config-center/rollback', { env: 'dev', id: a2Snapshot.id });
    expect(rb.status).toBe(200);
    list = await archivesOf('jigsaw', 'dev', name);
    expect(list.archives.map((a: { live: boolean }) => a.live)).toEqual([true, false]);
    // Releasing what is live changes nothing.
    const again = await admin.post(`${api('jigsaw')}/releases`, { archiveId: a2.id });
    expect(again.body.payload.unchanged).toBe(true);
  });

  it('honours Idempotency-Key: a retried release or archive makes nothing new and answers the first', async () => {
    const name = await namespace('jigsaw', 'sandbox', GOOD);
    const a1 = (await admin.post(`${api('jigsaw')}/archives`, { env: 'sandbox', nameSpace: name, needRelease: 0 })).body.payload;
    const first = await admin.post(`${api('jigsaw')}/releases`, { archiveId: a1.id }, { 'Idempotency-Key': `rel-${name}` });
    const before = await snapshots();
    const retry = await admin.post(`${api('jigsaw')}/releases`, { archiveId: a1.id }, { 'Idempotency-Key': `rel-${name}` });
    expect(retry.body.payload).toMatchObject({ returnId: first.body.payload.returnId, unchanged: true });
    expect(await snapshots()).toBe(before);
    await setFile('jigsaw', 'sandbox', name, 'app.json', '{"maxLevel": 60}');
    const c1 = await admin.post(`${api('jigsaw')}/archives`, { env: 'sandbox', nameSpace: name }, { 'Idempotency-Key': `arc-${name}` });
    const c2 = await admin.post(`${api('jigsaw')}/archives`, { env: 'sandbox', nameSpace: name }, { 'Idempotency-Key': `arc-${name}` });
    expect(c2.status).toBe(200);
    expect(c2.body.payload.id).toBe(c1.body.payload.id);
    expect((await archivesOf('jigsaw', 'sandbox', name)).total).toBe(2);
    const releases = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.area, 'config-center'), eq(auditLog.target, `sandbox:${name}`), eq(auditLog.action, 'release')));
    expect(releases).toHaveLength(2);
  });

  it('answers bad input with a clear 4xx', async () => {
    const name = await namespace('jigsaw', 'sandbox', GOOD);
    const bad: [string, unknown][] = [
      ['archives', { env: 'qa', nameSpace: name }],
      ['archives', { env: 'sandbox', nameSpace: 'a b' }],
      ['archives', { env: 'sandbox', nameSpace: name, needRelease: 2 }],
      ['archives', { env: 'sandbox', nameSpace: name, note: 'x'.repeat(501) }],
      ['archives', { env: 'sandbox', nameSpace: name, note: 'a\u0000b' }],
      ['releases', { archiveId: 'abc' }],
      ['releases', { archiveId: 12345678901234567890 }],
      ['releases', {}],
    ];
    for (const [path, body] of bad) {
      const r = await admin.post(`${api('jigsaw')}/${path}`, body);
      expect(r.status, JSON.stringify(body)).toBe(400);
    }
    expect((await admin.post(`${api('jigsaw')}/releases`, { archiveId: 99999999 })).status).toBe(404);
    for (const q of [
      'env=qa&nameSpace=x',
      `env=sandbox&nameSpace=${name}&ps=7`,
      `env=sandbox&nameSpace=${name}&pn=0`,
      `env=sandbox&nameSpace=${name}&pn=99999999999999999999`,
    ]) {
      expect((await admin.get(`${api('jigsaw')}/archives?${q}`)).status, q).toBe(400);
    }
  });
});

describe('client API', () => {
  it('serves a released file with its content type and ETag, 304, 404 unreleased, dev too, and needs the client key', async () => {
    const key = await clientKey('jigsaw');
    const name = await namespace('jigsaw', 'dev', GOOD);
    const c = t.client();
    const path = `/client/v1/jigsaw/dev/config/${name}`;
    expect((await c.get(`${path}/app.json`, { 'X-Client-Key': key })).status).toBe(404);
    const a = (await admin.post(`${api('jigsaw')}/archives`, { env: 'dev', nameSpace: name })).body.payload;
    const r = await c.get(`${path}/app.json`, { 'X-Client-Key': key });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ maxLevel: 40 });
    expect(r.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(r.headers.get('etag')).toBe(`"${a.commitId}:app.json"`);
    const y = await c.get(`${path}/ads.yaml`, { 'X-Client-Key': key });
    expect(y.headers.get('content-type')).toBe('application/yaml; charset=utf-8');
    expect(y.body).toBe(GOOD['ads.yaml']);
    expect((await c.get(`${path}/notes.txt`, { 'X-Client-Key': key })).headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await c.get(`${path}/app.json`, { 'X-Client-Key': key, 'If-None-Match': r.headers.get('etag')! })).status).toBe(304);
    expect((await c.get(`${path}/missing.json`, { 'X-Client-Key': key })).status).toBe(404);
    expect((await c.get(`${path}/app.json`, { 'X-Client-Key': 'wrong' })).status).toBe(401);
    expect((await c.get(`${path}/app.json`)).status).toBe(401);
    expect((await c.get(`/client/v1/jigsaw/qa/config/${name}/app.json`, { 'X-Client-Key': key })).status).toBe(404);
    // A new release: the next read sees it (the cache is dropped by the publish).
    await setFile('jigsaw', 'dev', name, 'app.json', '{"maxLevel": 41}');
    await admin.post(`${api('jigsaw')}/archives`, { env: 'dev', nameSpace: name });
    expect((await c.get(`${path}/app.json`, { 'X-Client-Key': key, 'If-None-Match': r.headers.get('etag')! })).body).toEqual({
      maxLevel: 41,
    });
  });

  /** Resolves to whether `p` has settled (after the event loop had its turn). */
  const settled = async (p: Promise<unknown>) => {
    let done = false;
    void p.then(() => (done = true));
    await new Promise((r) => setImmediate(r));
    return done;
  };
  /** Waits (on state) until `n` long-polls sleep, then moves the clock by `ms`. */
  const tick = async (ms = CHECK_MS, n = 1) => {
    await vi.waitFor(() => expect(clock.waiting).toBe(n), { timeout: 10_000 });
    await clock.advance(ms);
  };

  it('long-poll: answers at once when the release differs, holds until a release (seen at the next check), 304 at the end of the wait', async () => {
    const key = await clientKey('jigsaw');
    const name = await namespace('jigsaw', 'sandbox', GOOD);
    const c = t.client();
    const path = `/client/v1/jigsaw/sandbox/config/${name}`;
    const a1 = (await admin.post(`${api('jigsaw')}/archives`, { env: 'sandbox', nameSpace: name })).body.payload;
    const now = await c.get(`${path}?version=`, { 'X-Client-Key': key });
    expect(now.status).toBe(200);
    expect(now.body).toEqual({ commitId: a1.commitId, dataVersion: 1, files: ['ads.yaml', 'app.json', 'notes.txt'] });

    // wait=1: held through the first 800 ms of the app's clock, 304 when the second is over.
    const waited = c.get(`${path}?version=${a1.commitId}&wait=1`, { 'X-Client-Key': key });
    for (let ms = 0; ms < 800; ms += CHECK_MS) await tick();
    expect(await settled(waited)).toBe(false);
    await tick();
    expect((await waited).status).toBe(304);

    await setFile('jigsaw', 'sandbox', name, 'app.json', '{"maxLevel": 99}');
    const held = c.get(`${path}?version=${a1.commitId}&wait=20`, { 'X-Client-Key': key });
    await tick();
    const a2 = (await admin.post(`${api('jigsaw')}/archives`, { env: 'sandbox', nameSpace: name })).body.payload;
    // Released: the held request answers at its next check, one CHECK_MS later on the clock.
    expect(await settled(held)).toBe(false);
    await tick();
    const seen = await held;
    expect(seen.status).toBe(200);
    expect(seen.body.commitId).toBe(a2.commitId);
  });

  it('long-poll: bounds the held requests (503 with Retry-After) and checks its query', async () => {
    const key = await clientKey('jigsaw');
    const name = await namespace('jigsaw', 'sandbox', GOOD);
    const path = `/client/v1/jigsaw/sandbox/config/${name}`;
    const c = t.client();
    const saved = longPollLimits.maxHeld;
    longPollLimits.maxHeld = 2;
    try {
      const holds = [c.get(`${path}?wait=2`, { 'X-Client-Key': key }), c.get(`${path}?wait=2`, { 'X-Client-Key': key })];
      // Both held (waiting on the clock): a third is refused.
      await vi.waitFor(() => expect(clock.waiting).toBe(2), { timeout: 10_000 });
      const busy = await c.get(`${path}?wait=2`, { 'X-Client-Key': key });
      expect(busy.status).toBe(503);
      expect(busy.headers.get('retry-after')).toBe('5');
      for (let ms = 0; ms < 2000; ms += CHECK_MS) await tick(CHECK_MS, 2);
      expect((await Promise.all(holds)).map((h) => h.status)).toEqual([304, 304]);
    } finally {
      longPollLimits.maxHeld = saved;
    }
    for (const q of ['wait=61', 'wait=-1', 'wait=abc', 'version=zz', `version=${'a'.repeat(65)}`]) {
      expect((await c.get(`${path}?${q}`, { 'X-Client-Key': key })).status, q).toBe(400);
    }
  });
});
