// Fault test (issue 4): the real server as a process, 200 publishes, SIGKILL midway (while a
// publish is in flight), restart on the same data, then every acknowledged publish is there
// exactly once and the live pointer is on the last acknowledged one. Runs on PGlite in a data
// dir, or on a fresh PostgreSQL database when DATABASE_URL is set.
import { scratchDatabase } from './scratchDatabase';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildServer, freePort, HttpClient, startServer, type RunningServer } from './serverProcess';

const TOTAL = 200;
const ADMIN = { mail: 'admin@example.com', password: 'fault-pass-123' };
const CODE = 'fault';

let dataDir: string;
let databaseUrl = '';
let dropDatabase = async () => {};
let server: RunningServer | null = null;

beforeAll(async () => {
  buildServer();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-fault-'));
  if (process.env.DATABASE_URL) {
    const db = await scratchDatabase(process.env.DATABASE_URL, 'fault');
    databaseUrl = db.url;
    dropDatabase = db.drop;
  }
}, 120_000);

afterAll(async () => {
  if (server && server.proc.exitCode === null) {
    server.proc.kill('SIGKILL');
    await server.exited;
  }
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Reads the snapshots and the live pointer straight from the database, with the server stopped. */
async function readStore(): Promise<{ snapshots: { id: number; key: string | null; title: string }[]; live: number | null }> {
  const snapSql = `select id, idempotency_key as key, content->'rules'->0->'data'->'title'->>'en' as title from publish_snapshots
    where project_code = '${CODE}' and kind = 'check-update' and env = 'sandbox' and key = '1' order by id`;
  const liveSql = `select snapshot_id as id from publish_pointers where project_code = '${CODE}' and env = 'sandbox' and kind = 'check-update' and key = '1' and slot = 'live'`;
  if (databaseUrl) {
    const { default: postgres } = await import('postgres');
    const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
    const snapshots = (await sql.unsafe(snapSql)) as unknown as { id: number; key: string | null; title: string }[];
    const [live] = (await sql.unsafe(liveSql)) as unknown as { id: number }[];
    await sql.end();
    return { snapshots: [...snapshots], live: live?.id ?? null };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(path.join(dataDir, 'pglite'));
  const snapshots = (await db.query<{ id: number; key: string | null; title: string }>(snapSql)).rows;
  const live = (await db.query<{ id: number }>(liveSql)).rows[0]?.id ?? null;
  await db.close();
  return { snapshots, live };
}

it('keeps every acknowledged publish exactly once across a SIGKILL, with the live pointer on the last one', async () => {
  const started = Date.now();
  const port = String(await freePort());
  const env = {
    PORT: port,
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_MAIL: ADMIN.mail,
    DEMO: '0',
    DATABASE_URL: databaseUrl,
  };
  server = await startServer(env);
  let http = new HttpClient(server.base);
  expect((await http.call('POST', '/v1/auth/login', ADMIN)).status).toBe(200);
  const created = await http.call('POST', '/v1/admin/projects', {
    code: CODE,
    nickname: 'Fault',
    description: 'Fault test game',
    domain: 1,
    ownerIds: [],
    serviceHost: '',
    config: {},
    disabledPlugins: [],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const clientKey: string = created.body.project.clientKey;
  const rule = (i: number) => ({
    platform: 1,
    startVersion: '1.0.0',
    endVersion: '9.9.9',
    data: { title: { en: `Release ${i}` }, msg: { en: 'Update' }, buttons: [{ action: 'update', title: { en: 'Go' } }] },
  });
  const ruleId: number = (await http.call('POST', `/v1/${CODE}/checkUpdateRules`, rule(0))).body.rule.id;
  const publish = (h: HttpClient, i: number) =>
    h.call('GET', `/v1/${CODE}/checkUpdateRules/publish?env=Sandbox&platform=1`, undefined, { 'idempotency-key': `fault-${i}` });
  const liveTitle = async (h: HttpClient) =>
    (await h.call('GET', `/client/v1/${CODE}/sandbox/check-update?platform=1&version=1.0.0`, undefined, { 'x-client-key': clientKey })).body
      .rule?.title;

  const acked = new Map<number, number>(); // publish number -> returnId
  const killAt = 80 + Math.floor(Math.random() * 40);
  let latencyMs = 0;
  let inFlightCommitted: boolean | null = null;
  let restartMs = 0;
  let ackedBeforeKill = 0;
  let inFlightAnswered = false;
  let delayMs = 0;

  for (let i = 1; i <= TOTAL; i++) {
    expect((await http.call('PUT', `/v1/${CODE}/checkUpdateRules/${ruleId}`, rule(i))).status).toBe(200);
    if (i !== killAt) {
      const t0 = performance.now();
      const r = await publish(http, i);
      latencyMs = latencyMs ? latencyMs * 0.9 + (performance.now() - t0) * 0.1 : performance.now() - t0;
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.unchanged).toBe(false);
      acked.set(i, r.body.returnId);
      continue;
    }

    // SIGKILL while publish `i` is on its way: before, during or after its transaction.
    delayMs = Math.random() * latencyMs * 0.6;
    const pending = publish(http, i).then(
      (r) => (r.status === 200 ? (r.body.returnId as number) : null),
      () => null,
    );
    await new Promise((r) => setTimeout(r, delayMs));
    server.proc.kill('SIGKILL');
    await server.exited;
    ackedBeforeKill = acked.size;
    const ackedId = await pending;
    if (ackedId) acked.set(i, ackedId);
    inFlightAnswered = !!ackedId;

    const t0 = Date.now();
    server = await startServer(env);
    restartMs = Date.now() - t0;
    http = new HttpClient(server.base);
    expect((await http.call('POST', '/v1/auth/login', ADMIN)).status).toBe(200);
    // The old state or the new one, nothing in between.
    const title = await liveTitle(http);
    expect([`Release ${i - 1}`, `Release ${i}`]).toContain(title);
    if (ackedId) expect(title).toBe(`Release ${i}`);
    inFlightCommitted = title === `Release ${i}`;
    // The client retries the unanswered publish with the same key: one snapshot, whatever happened.
    const retry = await publish(http, i);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.unchanged).toBe(inFlightCommitted);
    if (ackedId) expect(retry.body.returnId).toBe(ackedId);
    acked.set(i, retry.body.returnId);
  }

  expect(await liveTitle(http)).toBe(`Release ${TOTAL}`);
  const list = await http.call('GET', `/v1/${CODE}/checkUpdateRules?platform=1`);
  expect(list.body.sandboxInfo.returnId).toBe(acked.get(TOTAL));

  server.proc.kill('SIGTERM');
  await server.exited;
  const store = await readStore();
  const byKey = new Map(store.snapshots.map((s) => [s.key, s]));
  let found = 0;
  for (const [i, returnId] of acked) {
    const same = store.snapshots.filter((s) => s.title === `Release ${i}`);
    expect(same, `publish ${i}`).toHaveLength(1);
    expect(same[0].id).toBe(returnId);
    expect(byKey.get(`fault-${i}`)?.id).toBe(returnId);
    found++;
  }
  expect(store.snapshots).toHaveLength(TOTAL);
  expect(store.live).toBe(acked.get(TOTAL));

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    [
      `fault test (${databaseUrl ? 'PostgreSQL' : 'PGlite'}): ${TOTAL} publishes, SIGKILL ${delayMs.toFixed(1)} ms into publish ${killAt}, ${ackedBeforeKill} acknowledged before it`,
      `  in-flight publish ${inFlightAnswered ? 'was answered before the kill' : 'got no answer'} and ${inFlightCommitted ? 'had committed (the retry answered its returnId)' : 'had not committed (the retry made it)'}`,
      `  found after restart: ${found}/${acked.size} acknowledged publishes, each exactly once; ${store.snapshots.length} snapshots in all`,
      `  live pointer on returnId ${store.live} = last acknowledged (publish ${TOTAL})`,
      `  restart took ${restartMs} ms; whole test ${seconds} s; mean publish ${latencyMs.toFixed(1)} ms`,
    ].join('\n'),
  );
}, 300_000);
