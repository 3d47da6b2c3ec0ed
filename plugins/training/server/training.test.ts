// The training API: the client upload's key, limits and quota; the list's order, search and
// paging; the trigger's state machine (init, building, success, failed; 409s; two at once make one
// job); the download only in success as {firebaseId}.db, opened with the sqlite3 CLI; and 403
// for a user without the right.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobWorker } from '../../../core/server/jobs/worker';
import { auditLog, jobs } from '../../../core/server/db/schema';
import { ADMIN, USER, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { MAX_RECORDS, MAX_UPLOADS_PER_USER_DAY, MESSAGES } from '../shared';
import { trainingUploads, trainingUsers } from './db';
import { movePublicFiles } from './files';

let t: TestApp;
let admin: Client;
let key: string;
const CODE = 'trainme';

beforeAll(async () => {
  t = await startTestApp({ plugins: ['training'], demo: [] });
  admin = await t.signIn(ADMIN);
  key = await createProject(admin, CODE);
});
afterAll(() => t.close());

const record = (i: number, over: Record<string, unknown> = {}) => ({
  puzzleId: `p${i}`,
  level: i,
  startedAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
  durationMs: 1000 * i,
  moves: 10 + i,
  hintsUsed: i % 3,
  completed: i % 2 === 0,
  extra: { pieces: 100 },
  ...over,
});
const body = (firebaseId: string, n: number, over: Record<string, unknown> = {}) => ({
  firebaseId,
  userId: `u-${firebaseId}`,
  platform: 1,
  records: Array.from({ length: n }, (_, i) => record(i + 1)),
  ...over,
});
const send = (b: unknown, env = 'prod', k = key, from = t.client()) =>
  from.post(`/client/v1/${CODE}/${env}/training`, b, { 'x-client-key': k });
const runJobs = async () => {
  const worker = createJobWorker({ db: t.db, config: t.config, plugins: t.plugins, services: t.services, settings: { pollMs: 10 } });
  for (let i = 0; i < 20; i++) if (!(await worker.runOnce())) break;
};
const row = async (fid: string) => (await t.db.select().from(trainingUsers).where(eq(trainingUsers.firebaseId, fid)))[0];

describe('client uploads', () => {
  it('needs the project client key', async () => {
    expect((await send(body('nokey', 1), 'prod', 'wrong')).status).toBe(401);
    expect((await send(body('nokey', 1), 'staging')).status).toBe(404);
  });

  it('stores records and counts uploads; small ones inline, big ones in storage', async () => {
    // Through the generated typed client (app/client).
    const a = await t.gameClient(key).POST('/client/v1/{code}/{env}/training', {
      params: { path: { code: CODE, env: 'prod' } },
      body: { ...body('fidA', 3), platform: 1 },
    });
    expect(a.response.status, JSON.stringify(a.error)).toBe(200);
    expect(a.data).toEqual({ accepted: 3, uploadCount: 1 });
    // About 150 bytes a record: over the 64 KB kept inline.
    const b = await send(body('fidA', 600));
    expect(b.body).toEqual({ accepted: 600, uploadCount: 2 });
    const r = await row('fidA');
    expect(r).toMatchObject({ uploadCount: 2, userId: 'u-fidA', platform: 1, env: 'prod', fileStatus: null });
  });

  it('refuses bad records with 400 naming the field, and changes nothing', async () => {
    const before = (await row('fidA')).uploadCount;
    const cases: [unknown, RegExp][] = [
      [body('fidA', 1, { records: [record(1, { level: -1 })] }), /level must be at least 0/],
      [body('fidA', 1, { records: [record(1, { surprise: 1 })] }), /./],
      [body('fidA', 1, { records: [record(1, { startedAt: 'yesterday' })] }), /ISO date-time/],
      [body('fidA', 1, { records: [record(1, { extra: { big: 'x'.repeat(5000) } })] }), /extra must be/],
      [body('fidA', 1, { records: [] }), /records must be/],
      [body('bad id!', 1), /firebaseId must be/],
      [body('fidA', 1, { platform: 3 }), /platform must be 1/],
    ];
    for (const [b, message] of cases) {
      const r = await send(b);
      expect(r.status, JSON.stringify(r.body)).toBe(400);
      expect(r.body.message + JSON.stringify(r.body.issues ?? [])).toMatch(message);
    }
    expect((await row('fidA')).uploadCount).toBe(before);
  });

  it('refuses too many records (400) and a body over 1 MB (413)', async () => {
    const many = body('fidMany', MAX_RECORDS + 1, {
      records: Array.from({ length: MAX_RECORDS + 1 }, () => ({
        puzzleId: 'p',
        level: 1,
        startedAt: '2026-11-01T00:00:00Z',
        durationMs: 1,
        moves: 1,
        hintsUsed: 0,
        completed: true,
      })),
    });
    const r = await send(many);
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(MESSAGES.tooManyRecords);
    const huge = await send(
      body('fidHuge', 3000, { records: Array.from({ length: 3000 }, (_, i) => record(i, { extra: { pad: 'y'.repeat(400) } })) }),
    );
    expect(huge.status).toBe(413);
    expect(await row('fidHuge')).toBeUndefined();
  });

  it("answers 429 with Retry-After past a player's daily uploads", async () => {
    const replies = await Promise.all(Array.from({ length: MAX_UPLOADS_PER_USER_DAY + 5 }, () => send(body('fidQuota', 1))));
    const refused = replies.filter((r) => r.status === 429);
    expect(replies.filter((r) => r.status === 200)).toHaveLength(MAX_UPLOADS_PER_USER_DAY);
    expect(refused).toHaveLength(5);
    expect(refused[0].body.message).toBe(MESSAGES.userQuota);
    expect(Number(refused[0].headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await row('fidQuota')).uploadCount).toBe(MAX_UPLOADS_PER_USER_DAY);
    // Another player is not affected.
    expect((await send(body('fidOther', 1))).status).toBe(200);
  }, 120_000);
});

describe('console list', () => {
  it('pages the env by upload count, most first, and searches by part of the Firebase id', async () => {
    await send(body('sandboxOnly', 1), 'sandbox');
    const all = await admin.get(`/v1/${CODE}/training?env=prod`);
    expect(all.status).toBe(200);
    const counts = all.body.users.map((u: { meta: { uploadCount: number } }) => u.meta.uploadCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(all.body.users[0]).toMatchObject({ fId: 'fidQuota', meta: { uploadCount: MAX_UPLOADS_PER_USER_DAY } });
    expect(all.body.users.map((u: { fId: string }) => u.fId)).not.toContain('sandboxOnly');
    expect((await admin.get(`/v1/${CODE}/training?env=sandbox`)).body).toMatchObject({ total: 1, users: [{ fId: 'sandboxOnly' }] });
    const found = await admin.get(`/v1/${CODE}/training?env=prod&firebaseId=ida`);
    expect(found.body).toMatchObject({
      total: 1,
      users: [{ fId: 'fidA', userId: 'u-fidA', platform: 1, meta: { uploadCount: 2 }, fileInfo: { status: null } }],
    });
    // `%` is itself, not a wildcard.
    expect((await admin.get(`/v1/${CODE}/training?env=prod&firebaseId=%25`)).body.total).toBe(0);
    const page2 = await admin.get(`/v1/${CODE}/training?env=prod&ps=20&pn=2`);
    expect(page2.body.users).toEqual([]);
    expect(page2.body.total).toBe(all.body.total);
    expect((await admin.get(`/v1/${CODE}/training?env=prod&ps=30`)).status).toBe(400);
    expect((await admin.get(`/v1/${CODE}/training?env=dev`)).status).toBe(400);
  });

  it('is for holders of the training right', async () => {
    const user = await t.signIn(USER);
    expect((await user.get(`/v1/${CODE}/training?env=prod`)).status).toBe(403);
    expect((await user.post(`/v1/${CODE}/training/trigger?env=prod`, { userId: 'u-fidA', firebaseId: 'fidA' })).status).toBe(403);
    expect((await user.get(`/v1/${CODE}/training/download?env=prod&firebaseId=fidA`)).status).toBe(403);
    const me = (await user.get('/v1/auth/me')).body;
    expect((await admin.post(`/v1/${CODE}/authorize`, { userId: me.id, rights: ['training'] })).status).toBe(200);
    expect((await user.get(`/v1/${CODE}/training?env=prod`)).status).toBe(200);
  });
});

describe('aggregate and download', () => {
  it('goes init, building, success; refuses a second trigger and the download until then', async () => {
    const dl = () => admin.get(`/v1/${CODE}/training/download?env=prod&firebaseId=fidA`);
    expect((await dl()).status).toBe(409);
    const trigger = () => admin.post(`/v1/${CODE}/training/trigger?env=prod`, { userId: 'u-fidA', firebaseId: 'fidA' });
    const [a, b] = await Promise.all([trigger(), trigger()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const ok = a.status === 200 ? a : b;
    expect(ok.body.user.fileInfo.status).toBe('init');
    expect((a.status === 409 ? a : b).body.message).toBe(MESSAGES.busy);
    expect(await t.db.select().from(jobs).where(eq(jobs.kind, 'training.aggregate'))).toHaveLength(1);
    expect((await dl()).status).toBe(409);
    await runJobs();
    const r = await row('fidA');
    expect(r.fileStatus).toBe('success');
    expect(r.fileKey).toMatch(/^trainme\/_private\/training\/prod\/fidA\/files\/.+\.db$/);

    const file = await admin.request('GET', `/v1/${CODE}/training/download?env=prod&firebaseId=fidA`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="fidA.db"');
  });

  it('keeps the built file and the big uploads where /cdn/ does not serve them (issue 28)', async () => {
    const built = (await row('fidA')).fileKey!;
    const stored = (
      await t.db.select({ key: trainingUploads.storageKey }).from(trainingUploads).where(eq(trainingUploads.firebaseId, 'fidA'))
    )
      .map((u) => u.key)
      .filter((k): k is string => !!k);
    expect(stored).toHaveLength(1);
    for (const k of [built, ...stored]) {
      expect(await t.services.storage.stat(k)).not.toBeNull();
      const cdn = await t.client().get(`/cdn/${k}`);
      expect([k, cdn.status]).toEqual([k, 404]);
    }
    // Only through the download, under the right (refused without it: 'is for holders of the training right').
    expect((await admin.request('GET', `/v1/${CODE}/training/download?env=prod&firebaseId=fidA`)).status).toBe(200);
  });

  it('moves files stored under the old public keys to private ones at start, the download still working', async () => {
    const oldKey = `training/${CODE}/prod/fidA/files/1000-0.db`;
    const file = await t.services.storage.get((await row('fidA')).fileKey!);
    const bytes = new Uint8Array(await new Response(file!.stream()).arrayBuffer());
    await t.services.storage.put(oldKey, bytes, 'application/vnd.sqlite3');
    await t.db.update(trainingUsers).set({ fileKey: oldKey }).where(eq(trainingUsers.firebaseId, 'fidA'));
    const [big] = await t.db
      .select()
      .from(trainingUploads)
      .where(eq(trainingUploads.firebaseId, 'fidA'))
      .orderBy(trainingUploads.id)
      .offset(1);
    const oldUpload = `training/${CODE}/prod/fidA/uploads/old.json`;
    const upload = await t.services.storage.get(big.storageKey!);
    await t.services.storage.put(oldUpload, new Uint8Array(await new Response(upload!.stream()).arrayBuffer()), 'application/json');
    await t.db.update(trainingUploads).set({ storageKey: oldUpload }).where(eq(trainingUploads.id, big.id));
    expect((await t.client().get(`/cdn/${oldKey}`)).status).toBe(200);

    await movePublicFiles({ db: t.db, services: t.services });
    await movePublicFiles({ db: t.db, services: t.services }); // a second process, or the next start: nothing left to do
    expect((await row('fidA')).fileKey).toBe(`${CODE}/_private/training/prod/fidA/files/1000-0.db`);
    const [moved] = await t.db.select().from(trainingUploads).where(eq(trainingUploads.id, big.id));
    expect(moved.storageKey).toBe(`${CODE}/_private/training/prod/fidA/uploads/old.json`);
    for (const k of [oldKey, oldUpload]) {
      expect(await t.services.storage.stat(k)).toBeNull();
      expect((await t.client().get(`/cdn/${k}`)).status).toBe(404);
    }
    const dl = await t.app.fetch(
      new Request(`http://console.test/v1/${CODE}/training/download?env=prod&firebaseId=fidA`, { headers: { cookie: admin.cookie } }),
    );
    expect(dl.status).toBe(200);
    expect(Buffer.from(await dl.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('builds a real SQLite file the sqlite3 CLI opens, with every record sent', async () => {
    const res = await t.app.fetch(
      new Request(`http://console.test/v1/${CODE}/training/download?env=prod&firebaseId=fidA`, { headers: { cookie: admin.cookie } }),
    );
    expect(res.status).toBe(200);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'training-'));
    const file = path.join(dir, 'fidA.db');
    fs.writeFileSync(file, new Uint8Array(await res.arrayBuffer()));
    const q = (sql: string) => execFileSync('/usr/bin/sqlite3', [file, sql], { encoding: 'utf8' }).trim();
    expect(q('select count(*) from sessions')).toBe('603');
    expect(q('select count(*) from uploads')).toBe('2');
    expect(q('select firebase_id, user_id, platform, env, uploads, sessions from meta')).toBe('fidA|u-fidA|1|prod|2|603');
    expect(
      q(
        "select puzzle_id, level, duration_ms, moves, hints_used, completed, json_extract(extra, '$.pieces') from sessions order by id limit 1",
      ),
    ).toBe('p1|1|1000|11|1|0|100');
    expect(q('pragma integrity_check')).toBe('ok');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('can aggregate again after success, and answers 404 for an unknown user', async () => {
    expect((await admin.post(`/v1/${CODE}/training/trigger?env=prod`, { userId: 'u-fidA', firebaseId: 'fidA' })).status).toBe(200);
    await runJobs();
    expect((await row('fidA')).fileStatus).toBe('success');
    expect((await admin.post(`/v1/${CODE}/training/trigger?env=prod`, { userId: 'someone', firebaseId: 'fidA' })).status).toBe(404);
    expect((await admin.post(`/v1/${CODE}/training/trigger?env=sandbox`, { userId: 'u-fidA', firebaseId: 'fidA' })).status).toBe(404);
    expect((await admin.get(`/v1/${CODE}/training/download?env=prod&firebaseId=nobody`)).status).toBe(404);
  });

  it('goes failed with the message when the build fails, and can be triggered again', async () => {
    // The big upload's records are in storage: remove them, and the build fails.
    await send(body('fidBroken', 600));
    const [u] = await t.db.select().from(trainingUsers).where(eq(trainingUsers.firebaseId, 'fidBroken'));
    const stored = await t.db
      .select({ key: trainingUploads.storageKey })
      .from(trainingUploads)
      .where(eq(trainingUploads.firebaseId, 'fidBroken'));
    expect(stored[0].key).toBeTruthy();
    for (const s of stored) expect(await t.services.storage.delete(s.key!)).toBe(true);
    expect((await admin.post(`/v1/${CODE}/training/trigger?env=prod`, { userId: u.userId, firebaseId: 'fidBroken' })).status).toBe(200);
    await runJobs();
    const r = await row('fidBroken');
    expect(r.fileStatus).toBe('failed');
    expect(r.fileError).toMatch(/missing from storage/);
    expect((await admin.get(`/v1/${CODE}/training/download?env=prod&firebaseId=fidBroken`)).status).toBe(409);
    expect((await admin.post(`/v1/${CODE}/training/trigger?env=prod`, { userId: u.userId, firebaseId: 'fidBroken' })).status).toBe(200);
  });

  it('audits the trigger', async () => {
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.area, 'training'));
    expect(entries.filter((e) => e.action === 'trigger' && e.target === 'fidA')).toHaveLength(2);
  });
});
