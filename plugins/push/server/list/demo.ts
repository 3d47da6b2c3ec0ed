// Demo push tasks for the list (first start): per project a few tasks in each state on both
// platforms with per-zone counters, and 30 days of per-day, per-country sends for the stats chart.
// The delivery part makes such numbers for real; this gives a live-looking list before any device.
import { projects } from '../../../../core/server/db/schema';
import type { DemoContext } from '../../../../core/server/plugin';
import type { Notification } from '../../shared';
import { pushDaily, pushSubTasks, pushTasks } from '../db';

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const TASKS = [
  { name: 'Weekend coin rain', title: 'Coins are raining!', body: 'Log in this weekend for double coins.', offset: -6, isCycle: 0, status: 2 },
  { name: 'Daily streak reminder', title: 'Keep your streak', body: 'One puzzle a day keeps the streak alive.', offset: -12, isCycle: 1, status: 1 },
  { name: 'New levels Friday', title: '50 new levels', body: 'Fresh puzzles just landed.', offset: 2, isCycle: 7, status: 0 },
  { name: 'Lapsed players 7d', title: 'We miss you', body: 'A free hint is waiting for you.', offset: -3, isCycle: 0, status: 3 },
  { name: 'Holiday event', title: 'The holiday event starts', body: 'Collect snowflakes for exclusive rewards.', offset: 9, isCycle: 0, status: 0 },
];
const ZONES = ['America/New_York', 'Europe/London', 'Europe/Paris', 'Asia/Tokyo'];
const COUNTRIES = ['US', 'GB', 'FR', 'DE', 'JP', 'BR', 'CN'];

export async function seedList({ db }: DemoContext): Promise<void> {
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  let seed = 7;
  const rand = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (const code of codes) {
    for (const env of ['sandbox', 'prod'] as const) {
      for (const platform of [1, 2]) {
        for (const t of TASKS) {
          const start = `${day(t.offset)} 18:00:00`;
          const notification: Notification = { alert: { en: { title: t.title, subtitle: '', body: t.body } }, imageUrl: '', badge: 1, sound: 'default', volume: 1, channel_id: '', notification_priority: 3, isDataType: 0 };
          const [row] = await db
            .insert(pushTasks)
            .values({
              projectCode: code,
              env,
              platform,
              name: t.name,
              description: `${t.name} (demo)`,
              status: t.status,
              notification,
              scheduleRule: { isCycle: t.isCycle, startAt: start, endAt: t.isCycle ? `${day(t.offset + 60)} 18:00:00` : '', countryScope: [], timezone: '' },
              audienceRule: { country: [], timezone: [], startVersion: '', endVersion: '', language: [], lastLoginMode: '', lastLoginDayLessThan: null, lastLoginDayMoreThan: null, tokenReciveDay: 0, random: null },
              firstFireAt: new Date(`${day(t.offset)}T08:00:00Z`),
              operator: 'demo@example.com',
              shutdownAt: t.status === 3 ? new Date() : null,
            })
            .returning({ id: pushTasks.id });
          if (t.offset > 0) continue;
          for (const [i, timezone] of ZONES.entries()) {
            const send = Math.round((platform === 2 ? 800 : 2000) * (0.5 + rand()));
            const success = Math.round(send * (0.85 + rand() * 0.1));
            const open = Math.round(success * (0.03 + rand() * 0.08));
            await db.insert(pushSubTasks).values({ taskId: row.id, timezone, fireAt: new Date(Date.parse(`${day(t.offset)}T08:00:00Z`) + i * 3_600_000), status: t.status === 3 ? 3 : 2, plannedCount: send, sendCount: send, successCount: success, failCount: send - success, openCount: open, inactiveCount: Math.round((send - success) * 0.4) });
          }
        }
        const daily = [];
        for (let d = -30; d < 0; d++) {
          for (const country of COUNTRIES) {
            const send = Math.round((platform === 2 ? 120 : 300) * (0.5 + rand()));
            const success = Math.round(send * (0.85 + rand() * 0.1));
            daily.push({ projectCode: code, env, platform, date: day(d), country, send, success, fail: send - success, open: Math.round(success * (0.03 + rand() * 0.08)) });
          }
        }
        await db.insert(pushDaily).values(daily).onConflictDoNothing();
      }
    }
  }
}
