// The push plugin's demo (first start): for jigsaw and words, a few thousand devices across
// twelve zones, countries, languages and versions (some tokens dead), and tasks in every status.
// Sends are real: the planner and the send job run on the demo devices through the outbox, at
// the demo's past times, so every counter comes from the ledger; some messages are then opened.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import type { Env } from '../../../core/shared/constants';
import { taskBodySchema, type TaskBodyInput } from '../schemas/tasks';
import { TASK_STATUS } from '../shared';
import { pushDeliveries, pushDevices, pushSubTasks, pushTasks } from './db';
import { recordOpen } from './delivery/client';
import { outboxTransport } from './delivery/outbox';
import { planTask } from './delivery/plan';
import { sendSubTask } from './delivery/send';
import { stopTasks } from './delivery/shutdown';
import { formatWall } from '../../../core/shared/zone';
import { createTasks } from './tasks/store';

const PROJECTS = ['jigsaw', 'words'];
/** Zone, its countries, their languages, its share of players. */
const ZONES: [string, string[], string[], number][] = [
  ['America/Los_Angeles', ['US'], ['en', 'es'], 12],
  ['America/Chicago', ['US', 'MX'], ['en', 'es'], 10],
  ['America/New_York', ['US'], ['en'], 14],
  ['America/Sao_Paulo', ['BR'], ['pt'], 8],
  ['Europe/London', ['GB'], ['en'], 9],
  ['Europe/Berlin', ['DE', 'FR'], ['de', 'fr'], 10],
  ['Europe/Moscow', ['RU'], ['ru'], 5],
  ['Asia/Kolkata', ['IN'], ['en', 'hi'], 6],
  ['Asia/Shanghai', ['TW'], ['zh-TW'], 5],
  ['Asia/Tokyo', ['JP'], ['ja'], 9],
  ['Australia/Sydney', ['AU'], ['en'], 7],
  ['Pacific/Auckland', ['NZ'], ['en'], 5],
];
const VERSIONS = ['1.8.0', '1.9.2', '2.0.0', '2.1.1', '2.2.0', '2.3.0'];
const DEVICES = { prod: 2400, sandbox: 120 } as const;
const DAY = 86_400_000;
const OPENS_MAX = 80;

/** A small seeded PRNG (mulberry32): the same demo on every first start. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function seedDevices(db: Db, code: string, env: Env, n: number, random: () => number, now: number) {
  const total = ZONES.reduce((s, z) => s + z[3], 0);
  const rows: (typeof pushDevices.$inferInsert)[] = [];
  for (let i = 0; i < n; i++) {
    let pick = random() * total;
    const zone = ZONES.find((z) => (pick -= z[3]) < 0) ?? ZONES[0];
    const country = zone[1][Math.floor(random() * zone[1].length)];
    const language = zone[2][Math.floor(random() * zone[2].length)];
    const tokenAt = new Date(now - Math.floor(random() * 120) * DAY);
    rows.push({
      projectCode: code,
      env,
      platform: random() < 0.55 ? 1 : 2,
      userId: `${code}-${env}-u${1000 + i}`,
      firebaseId: `fb${Math.floor(random() * 1e12).toString(36)}${i}`,
      token: `demo-${env}-${i}-${Math.floor(random() * 1e15).toString(36)}`,
      timezone: zone[0],
      language,
      country,
      appVersion: VERSIONS[Math.floor(random() * VERSIONS.length)],
      tokenAt,
      lastSeenAt: new Date(tokenAt.getTime() + Math.floor(random() * (now - tokenAt.getTime()))),
      invalidAt: random() < 0.03 ? new Date(now - DAY) : null,
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(pushDevices).values(rows.slice(i, i + 500));
}

const alert = (title: string, body: string, fr: string, de: string, ja: string) => ({
  en: { title, subtitle: '', body },
  fr: { title: fr, subtitle: '', body },
  de: { title: de, subtitle: '', body },
  ja: { title: ja, subtitle: '', body },
});

export async function seedPush({ db, services }: DemoContext): Promise<void> {
  const codes = (await db.select({ code: projects.code }).from(projects).where(inArray(projects.code, PROJECTS))).map((p) => p.code);
  const now = Date.now();
  const wall = (ms: number, hour: number) => `${formatWall(ms).slice(0, 10)} ${String(hour).padStart(2, '0')}:00:00`;
  const resolve = async () => outboxTransport;
  for (const [n, code] of codes.entries()) {
    const random = prng(1234 + n);
    for (const env of ['prod', 'sandbox'] as const) await seedDevices(db, code, env, DEVICES[env], random, now);

    const make = async (body: TaskBodyInput, env: Env, planAt: number): Promise<number[]> =>
      db.transaction(async (tx) => {
        const ids = await createTasks(tx, { project: code, env, operator: 'demo@liveops.local', body: taskBodySchema.parse(body) });
        // Planned as if created at `planAt` (before its time), so past tasks keep all their zones.
        for (const id of ids) await planTask(tx, id, planAt);
        return ids;
      });
    /** Runs the send job for each of the tasks' sub-tasks due by `until`, at its fire time. */
    const sendDue = async (ids: number[], until: number, zones?: string[]) => {
      const subs = await db.select().from(pushSubTasks).where(inArray(pushSubTasks.taskId, ids)).orderBy(pushSubTasks.fireAt);
      for (const s of subs) {
        if (s.fireAt.getTime() > until || (zones && !zones.includes(s.timezone))) continue;
        await db.update(pushSubTasks).set({ status: TASK_STATUS.running }).where(eq(pushSubTasks.id, s.id));
        await db
          .update(pushTasks)
          .set({ status: TASK_STATUS.running })
          .where(and(eq(pushTasks.id, s.taskId), eq(pushTasks.status, TASK_STATUS.ready)));
        await sendSubTask(
          { db, warehouse: services.warehouse, resolve, signal: new AbortController().signal, now: () => s.fireAt.getTime() + 60_000 },
          s.id,
        );
      }
    };
    /** A share of the delivered messages are opened, through the client's open call's code (it counts each on its send's day). */
    const openSome = async (ids: number[], share: number, env: Env) => {
      for (const id of ids) {
        const subs = await db.select({ id: pushSubTasks.id }).from(pushSubTasks).where(eq(pushSubTasks.taskId, id));
        if (!subs.length) continue;
        const rows = await db
          .select()
          .from(pushDeliveries)
          .where(
            and(
              inArray(
                pushDeliveries.subTaskId,
                subs.map((s) => s.id),
              ),
              eq(pushDeliveries.state, 'success'),
            ),
          );
        // At most OPENS_MAX a task (each platform's of a Both): each open is its own client call (a first start stays quick).
        const picked = rows.filter(() => random() < share).slice(0, OPENS_MAX);
        await db.transaction(async (tx) => {
          for (const r of picked) await recordOpen(tx, code, env, `${r.subTaskId}:${r.deviceId}`);
        });
      }
    };
    const base = { notification: {}, audienceRule: {}, extraData: [] };

    // Completed: three days ago, every zone, both platforms.
    const done = await make(
      {
        ...base,
        platform: 3,
        name: 'Weekend puzzle pack',
        description: 'New weekend pack, all players',
        notification: {
          alert: alert(
            'A new weekend pack is here',
            '12 fresh puzzles for your weekend',
            'Un nouveau pack du week-end',
            'Neues Wochenend-Paket',
            '週末パックが登場',
          ),
        },
        scheduleRule: { isCycle: 0, startAt: wall(now - 3 * DAY, 10) },
        extraData: [{ key: 'screen', value: 'packs' }],
      },
      'prod',
      now - 5 * DAY,
    );
    await sendDue(done, now);
    await openSome(done, 0.14, 'prod');

    // Running: a daily reminder from two days ago to five days ahead, for players on 2.0.0 and later.
    const daily = await make(
      {
        ...base,
        platform: 1,
        name: 'Daily streak reminder',
        notification: {
          alert: alert(
            "Don't lose your streak",
            'Your daily puzzle is waiting',
            'Ne perdez pas votre série',
            'Verliere deine Serie nicht',
            '連続記録を守ろう',
          ),
        },
        scheduleRule: { isCycle: 1, startAt: wall(now - 2 * DAY, 18), endAt: wall(now + 5 * DAY, 18) },
        audienceRule: { startVersion: '2.0.0' },
      },
      'prod',
      now - 3 * DAY,
    );
    await sendDue(daily, now - 60_000);
    await openSome(daily, 0.09, 'prod');

    // Shutdown: a sale stopped after the first zones had it.
    const sale = await make(
      {
        ...base,
        platform: 2,
        name: 'Spring sale 50%',
        notification: {
          alert: alert('Half price hints', 'Today only', 'Indices à moitié prix', 'Hinweise zum halben Preis', 'ヒント半額'),
        },
        scheduleRule: { isCycle: 0, startAt: wall(now - DAY, 9), countryScope: ['US', 'GB', 'AU', 'NZ'] },
        audienceRule: { random: 60 },
      },
      'prod',
      now - 2 * DAY,
    );
    await sendDue(sale, now, ['Pacific/Auckland', 'Australia/Sydney']);
    await db.transaction(async (tx) => {
      await tx
        .update(pushTasks)
        .set({ status: TASK_STATUS.shutdown, shutdownAt: new Date(now - DAY / 2) })
        .where(inArray(pushTasks.id, sale));
      await stopTasks(tx, services, sale);
    });

    // Ready: tomorrow evening, lapsed players' comeback, and a transactional one in the Japanese zone.
    await make(
      {
        ...base,
        platform: 3,
        name: 'New chapter tomorrow',
        notification: {
          alert: alert('Chapter 7 unlocks tonight', 'Be the first to finish it', 'Le chapitre 7 arrive', 'Kapitel 7 ist da', '第7章が解禁'),
        },
        scheduleRule: { isCycle: 0, startAt: wall(now + DAY, 19) },
      },
      'prod',
      now,
    );
    await make(
      {
        ...base,
        platform: 1,
        name: 'Weekly challenge',
        transactional: true,
        notification: {
          alert: alert('Your weekly challenge', 'Three puzzles, one trophy', 'Votre défi', 'Deine Challenge', '今週のチャレンジ'),
        },
        scheduleRule: { isCycle: 7, startAt: wall(now + 2 * DAY, 12), endAt: wall(now + 30 * DAY, 12) },
        audienceRule: { timezone: ['Asia/Tokyo'] },
      },
      'prod',
      now,
    );

    // Sandbox: a completed QA push.
    const qa = await make(
      {
        ...base,
        platform: 1,
        name: 'QA smoke push',
        notification: { alert: alert('QA smoke test', 'Ignore me', 'Test QA', 'QA-Test', 'QAテスト') },
        scheduleRule: { isCycle: 0, startAt: wall(now - DAY, 11), timezone: 'UTC' },
      },
      'sandbox',
      now - 2 * DAY,
    );
    await sendDue(qa, now);
    await openSome(qa, 0.3, 'sandbox');
  }
}
