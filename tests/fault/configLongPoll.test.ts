// The config center's long-poll across processes: two real servers on one PostgreSQL database;
// a client holds a long-poll on server A, a release is made through server B, and A answers with
// it within 2 s (A learns of it from its liveCache's poll of the database, not from B).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scratchDatabase } from './scratchDatabase';
import { buildServer, freePort, HttpClient, startServer, type RunningServer } from './serverProcess';

const ADMIN = { mail: 'admin@example.com', password: 'fault-pass-123' };
const CODE = 'ccpoll';
const url = process.env.DATABASE_URL;
let drop = async () => {};
let dbUrl = '';
const servers: RunningServer[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  if (!url) return;
  buildServer();
  const db = await scratchDatabase(url, 'ccpoll');
  dbUrl = db.url;
  drop = db.drop;
}, 180_000);

afterAll(async () => {
  for (const s of servers)
    if (s.proc.exitCode === null) {
      s.proc.kill('SIGKILL');
      await s.exited;
    }
  await drop();
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const start = async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-ccpoll-'));
  dirs.push(dataDir);
  const s = await startServer({
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_MAIL: ADMIN.mail,
    DEMO: '0',
    DATABASE_URL: dbUrl,
  });
  servers.push(s);
  return s;
};

it.skipIf(!url)(
  'a long-poll held on one server sees a release made through another within 2 s',
  async () => {
    const a = await start();
    const b = await start();
    const http = new HttpClient(b.base);
    expect((await http.call('POST', '/v1/auth/login', ADMIN)).status).toBe(200);
    const created = await http.call('POST', '/v1/admin/projects', {
      code: CODE,
      nickname: 'Poll',
      description: 'Long-poll test game',
      domain: 1,
      ownerIds: [],
      serviceHost: '',
      config: {},
      disabledPlugins: [],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const clientKey: string = created.body.project.clientKey;
    // The namespace and its file, as the manage part's routes would make them.
    const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
    const [ns] = await sql`insert into cc_namespaces (project_code, env, name) values (${CODE}, 'dev', 'game') returning id`;
    await sql`insert into cc_files (namespace_id, name, content) values (${ns.id}, 'app.json', '{"v": 1}')`;
    const first = await http.call('POST', `/v1/${CODE}/cc/api/manage/archives`, { env: 'dev', nameSpace: 'game' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    const poll = `${a.base}/client/v1/${CODE}/dev/config/game?version=${first.body.payload.commitId}&wait=20`;
    // Warm A's cache on the first release, then hold.
    expect((await fetch(`${a.base}/client/v1/${CODE}/dev/config/game`, { headers: { 'x-client-key': clientKey } })).status).toBe(200);
    const held = fetch(poll, { headers: { 'x-client-key': clientKey } });
    await new Promise((r) => setTimeout(r, 1000));
    await sql`update cc_files set content = '{"v": 2}' where namespace_id = ${ns.id}`;
    await sql.end();
    const releasedAt = Date.now();
    const second = await http.call('POST', `/v1/${CODE}/cc/api/manage/archives`, { env: 'dev', nameSpace: 'game' });
    expect(second.status).toBe(200);
    const res = await held;
    const ms = Date.now() - releasedAt;
    console.log(`long-poll on server A saw the release made through server B ${ms} ms later`);
    expect(res.status).toBe(200);
    expect((await res.json()).commitId).toBe(second.body.payload.commitId);
    expect(ms).toBeLessThan(2000);
    // And the file itself, from A.
    const file = await fetch(`${a.base}/client/v1/${CODE}/dev/config/game/app.json`, { headers: { 'x-client-key': clientKey } });
    expect(await file.json()).toEqual({ v: 2 });
  },
  180_000,
);
