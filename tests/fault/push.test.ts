// Fault test (issue 16 "Exactly once"): a real server process on PostgreSQL sends one task to
// 100,000 devices through the outbox; it is SIGKILLed mid-send and a new process starts on the
// same data. When the task completes: no (sub-task, device) twice in the outbox or the ledger,
// none missing, and the counters (sub-task, per country, push_daily) equal the ledger.
// PostgreSQL only (DATABASE_URL): PGlite is one process's embedded database.
import { scratchDatabase } from './scratchDatabase';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Sql } from 'postgres';
import { buildServer, freePort, startServer, type RunningServer } from './serverProcess';

const DEVICES = 100_000;
const LEASE_MS = 2_000;
const DATABASE_URL = process.env.DATABASE_URL;
const CODE = 'faultpush';

let sql: Sql;
let databaseUrl = '';
let script = '';
const servers: RunningServer[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-fault-push-'));
let dropDatabase = async () => {};

beforeAll(async () => {
  if (!DATABASE_URL) return;
  script = buildServer();
  const { default: postgres } = await import('postgres');
  const db = await scratchDatabase(DATABASE_URL, 'fault_push');
  databaseUrl = db.url;
  sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  dropDatabase = async () => {
    await sql.end();
    await db.drop();
  };
}, 180_000);

afterAll(async () => {
  for (const s of servers) {
    if (s.proc.exitCode === null) {
      s.proc.kill('SIGKILL');
      await s.exited;
    }
  }
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const count = async (query: string): Promise<number> => Number((await sql.unsafe(query))[0].n);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it.skipIf(!DATABASE_URL)(
  'a send to 100,000 devices through the outbox survives a SIGKILL: nothing twice, nothing missing, counters equal the ledger',
  async () => {
    const env = async () => ({
      PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'fault-pass-123',
      DEMO: '0',
      JOB_LEASE_MS: String(LEASE_MS),
      JOB_POLL_MS: '100',
      JOB_RETRY_BASE_MS: '200',
    });
    const first = await startServer(await env(), 150_000, script);
    servers.push(first);

    // The project, 100,000 live devices in four countries, and one task pinned to UTC (one sub-task for everyone).
    await sql.unsafe(`insert into projects (code, nickname, client_key) values ('${CODE}', '${CODE}', 'fault-key')`);
    await sql.unsafe(`insert into push_devices (project_code, env, platform, user_id, token, timezone, language, country, app_version)
      select '${CODE}', 'sandbox', 1, 'u' || i, 'tok-' || i, 'UTC', case when i % 3 = 0 then 'fr' else 'en' end,
        (array['US','FR','JP','BR'])[1 + i % 4], '1.0.0' from generate_series(1, ${DEVICES}) i`);
    const alert = JSON.stringify({
      en: { title: 'Hello', subtitle: '', body: 'Play' },
      fr: { title: 'Salut', subtitle: '', body: 'Jouez' },
    });
    const [task] =
      await sql.unsafe(`insert into push_tasks (project_code, env, platform, name, status, notification, schedule_rule, audience_rule)
      values ('${CODE}', 'sandbox', 1, 'Fault send', 1,
        '{"alert": ${alert}, "imageUrl": "", "badge": 1, "sound": "default", "volume": 1, "channel_id": "", "notification_priority": 0, "isDataType": 0}',
        '{"isCycle": 0, "startAt": "2026-01-01 09:00:00", "endAt": "", "countryScope": [], "timezone": "UTC"}',
        '{"country": [], "timezone": [], "startVersion": "", "endVersion": "", "language": [], "lastLoginMode": "", "lastLoginDayLessThan": null, "lastLoginDayMoreThan": null, "tokenReciveDay": 0, "random": null}')
      returning id`);
    const [sub] = await sql.unsafe(
      `insert into push_sub_tasks (task_id, timezone, fire_at, status) values (${task.id}, 'UTC', now(), 1) returning id`,
    );
    // What the scheduler's dispatch does for a due sub-task (its key, so a second pass adds nothing).
    const [job] = await sql.unsafe(`insert into jobs (kind, payload, project_code, idempotency_key, max_attempts)
      values ('push.send', '{"subTaskId": ${sub.id}}', '${CODE}', 'push.send:${sub.id}', 5) returning id`);
    await sql.unsafe(`update push_sub_tasks set job_id = ${job.id} where id = ${sub.id}`);
    const started = Date.now();

    // SIGKILL once a good part is out, while the job runs.
    let atKill = 0;
    for (let i = 0; ; i++) {
      atKill = await count(`select count(*) n from push_outbox`);
      if (atKill >= DEVICES * 0.25) break;
      if (i > 6_000) throw new Error(`the send did not get going:\n${first.output()}`);
      await sleep(20);
    }
    first.proc.kill('SIGKILL');
    await first.exited;
    atKill = await count(`select count(*) n from push_outbox`);
    expect(atKill).toBeLessThan(DEVICES);
    const second = await startServer(await env(), 150_000, script);
    servers.push(second);

    const deadline = Date.now() + 300_000;
    while ((await count(`select status n from push_tasks where id = ${task.id}`)) !== 2) {
      if (Date.now() > deadline) throw new Error(`the task did not complete:\n${second.output()}`);
      await sleep(200);
    }
    const seconds = (Date.now() - started) / 1000;

    // Nothing twice, nothing missing.
    expect(await count(`select count(*) n from push_outbox where sub_task_id = ${sub.id}`)).toBe(DEVICES);
    expect(
      await count(`select count(*) n from (select device_id from push_outbox group by sub_task_id, device_id having count(*) > 1) d`),
    ).toBe(0);
    expect(await count(`select count(distinct device_id) n from push_outbox`)).toBe(DEVICES);
    expect(
      await count(`select count(*) n from push_devices d where not exists (select 1 from push_outbox o where o.device_id = d.id)`),
    ).toBe(0);
    expect(await count(`select count(*) n from push_deliveries where sub_task_id = ${sub.id} and state = 'success'`)).toBe(DEVICES);
    expect(await count(`select count(*) n from push_deliveries where state <> 'success'`)).toBe(0);
    // Each outbox message is in its device's language.
    expect(
      await count(
        `select count(*) n from push_outbox o join push_devices d on d.id = o.device_id where o.message->>'language' <> d.language`,
      ),
    ).toBe(0);
    // Counters equal the ledger: the sub-task, per country, and the daily table.
    const [s] = await sql.unsafe(
      `select send_count, success_count, fail_count, country_count, status from push_sub_tasks where id = ${sub.id}`,
    );
    expect([s.send_count, s.success_count, s.fail_count, s.status]).toEqual([DEVICES, DEVICES, 0, 2]);
    const ledgerByCountry = Object.fromEntries(
      (await sql.unsafe(`select country, count(*)::int n from push_deliveries group by country`)).map((r) => [r.country, r.n]),
    );
    expect(Object.fromEntries(Object.entries(s.country_count as Record<string, number[]>).map(([c, v]) => [c, v[0]]))).toEqual(
      ledgerByCountry,
    );
    expect(await count(`select sum(send)::int n from push_daily where project_code = '${CODE}'`)).toBe(DEVICES);
    expect(await count(`select sum(success)::int n from push_daily where project_code = '${CODE}'`)).toBe(DEVICES);
    const [j] = await sql.unsafe(`select state, attempts from jobs where id = ${job.id}`);
    expect(j.state).toBe('succeeded');
    expect(j.attempts).toBeGreaterThanOrEqual(2);

    second.proc.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    console.log(
      [
        `push fault test (PostgreSQL, lease ${LEASE_MS / 1000} s): ${DEVICES} devices through the outbox in ${seconds.toFixed(1)} s`,
        `  SIGKILL after ${atKill} messages; the new process re-claimed the job (attempt ${j.attempts}) and sent the other ${DEVICES - atKill}`,
        `  outbox ${DEVICES} rows, 0 repeated, 0 missing; counters = ledger (send ${s.send_count}, success ${s.success_count}, per country and per day)`,
      ].join('\n'),
    );
  },
  420_000,
);
