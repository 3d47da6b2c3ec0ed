// Push bench (issue 16 "Bench"): plan and send 1,000,000 tokens (BENCH_DEVICES to change) in 24
// zones, through the send job's own code, and report tokens per second and the peak memory
// (process.memoryUsage().rss, sampled every 50 ms).
// BENCH_TRANSPORT: `fcm` (default: the FCM HTTP v1 client sending every message to the local
// FCM-protocol server, tests/support/fcmServer.ts, in a process of its own, with a service
// account that server trusts), `outbox` (every message written to push_outbox in the ledger's
// transaction) or `remote` (a transport that answers ok at once, no network: the claim, then the
// outcomes, in two transactions, as FCM and APNs go).
// In process (the Hono app over PGlite, or DATABASE_URL's PostgreSQL), like the API tests.
// Run: npx tsx scripts/bench/push.ts
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createProject, ADMIN, startTestApp } from '../../tests/api/harness';
import { taskBodySchema } from '../../plugins/push/schemas/tasks';
import { pushSubTasks } from '../../plugins/push/server/db';
import { outboxTransport } from '../../plugins/push/server/delivery/outbox';
import { sendSubTask } from '../../plugins/push/server/delivery/send';
import { createTasks } from '../../plugins/push/server/tasks/store';
import type { PushTransport } from '../../plugins/push/server/transport';
import { eq } from 'drizzle-orm';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { createFcmTransport, parseServiceAccount } from '../../plugins/push/server/transports/fcm';

const DEVICES = Number(process.env.BENCH_DEVICES || 1_000_000);
const MODE = (['remote', 'outbox'] as const).find((m) => m === process.env.BENCH_TRANSPORT) ?? 'fcm';
const CODE = 'pushbench';
const ZONES = [
  'UTC',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Kolkata',
  'Asia/Bangkok',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Atlantic/Azores',
  'Africa/Lagos',
  'Africa/Nairobi',
  'Asia/Karachi',
  'Asia/Jakarta',
  'Asia/Seoul',
];

let peak = 0;
const sample = () => (peak = Math.max(peak, process.memoryUsage().rss));
const timer = setInterval(sample, 50);
const mb = (b: number) => `${(b / 1024 / 1024).toFixed(0)} MB`;
const rate = (n: number, ms: number) => `${Math.round(n / (ms / 1000)).toLocaleString('en-US')} tokens/s`;

const remote: PushTransport = { name: 'remote-null', transactional: false, send: async (ms) => ms.map(() => ({ ok: true as const })) };

/** The FCM server process: its address, a service account it trusts, and its counts on demand. */
async function fcmServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/fcmServerProcess.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const first = JSON.parse((await lines.next()).value as string) as { url: string; account: string };
  return {
    transport: createFcmTransport({ account: parseServiceAccount(first.account), baseUrl: first.url }),
    counts: async () => {
      child.kill('SIGUSR2');
      return JSON.parse((await lines.next()).value as string) as { accepted: number; requests: number; maxInFlight: number };
    },
    stop: () => child.kill('SIGTERM'),
  };
}

const fcm = MODE === 'fcm' ? await fcmServer() : null;
const transport: PushTransport = fcm?.transport ?? (MODE === 'remote' ? remote : outboxTransport);
const t = await startTestApp({ plugins: ['push'], demo: false });
try {
  const admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
  console.log(
    `${DEVICES.toLocaleString('en-US')} devices in ${ZONES.length} zones on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, transport ${MODE}`,
  );
  let t0 = performance.now();
  const zoneList = `array[${ZONES.map((z) => `'${z}'`).join(',')}]`;
  for (let i = 0; i < DEVICES; i += 100_000) {
    await t.db.execute(
      sql.raw(`insert into push_devices (project_code, env, platform, user_id, token, timezone, language, country, app_version)
      select '${CODE}', 'sandbox', 1, 'u' || i, 'bench-token-' || i || '-' || md5(i::text), (${zoneList})[1 + i % ${ZONES.length}],
        (array['en','fr','de','ja'])[1 + i % 4], (array['US','FR','DE','JP','BR'])[1 + i % 5], '2.0.0'
      from generate_series(${i + 1}, ${Math.min(i + 100_000, DEVICES)}) i`),
    );
  }
  console.log(`devices inserted: ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // Plan: one sub-task per zone.
  t0 = performance.now();
  const body = taskBodySchema.parse({
    platform: 1,
    name: 'Bench',
    notification: { alert: { en: { title: 'Hello', body: 'Bench' }, fr: { title: 'Salut' } } },
    scheduleRule: { startAt: '2030-01-01 09:00:00' },
    audienceRule: {},
  });
  const [taskId] = await t.db.transaction((tx) => createTasks(tx, { project: CODE, env: 'sandbox', operator: 'bench', body }));
  const planMs = performance.now() - t0;
  const subs = await t.db.select().from(pushSubTasks).where(eq(pushSubTasks.taskId, taskId));
  console.log(`plan: ${subs.length} sub-tasks in ${planMs.toFixed(0)} ms`);

  // Send every zone's sub-task, one after the other (as one worker would).
  await t.db.update(pushSubTasks).set({ status: 1 }).where(eq(pushSubTasks.taskId, taskId));
  t0 = performance.now();
  let sent = 0;
  for (const s of subs) {
    const out = await sendSubTask(
      { db: t.db, warehouse: t.services.warehouse, resolve: async () => transport, signal: new AbortController().signal },
      s.id,
    );
    sent += out.success;
  }
  const sendMs = performance.now() - t0;
  sample();
  console.log(`send: ${sent.toLocaleString('en-US')} messages in ${(sendMs / 1000).toFixed(1)} s: ${rate(sent, sendMs)}`);
  console.log(`plan + send: ${rate(sent, planMs + sendMs)}; peak memory (rss) ${mb(peak)}`);
  if (sent !== DEVICES) throw new Error(`sent ${sent}, expected ${DEVICES}`);
  if (fcm) {
    const c = await fcm.counts();
    console.log(`FCM server: ${c.accepted.toLocaleString('en-US')} messages accepted`);
    if (c.accepted !== DEVICES) throw new Error(`the FCM server accepted ${c.accepted}, expected ${DEVICES}`);
  }
} finally {
  fcm?.stop();
  clearInterval(timer);
  await t.close();
}
