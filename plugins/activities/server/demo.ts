// Demo data: per project a live activity (sandbox and prod), an unpublished one, one in
// history, and a 50/50 gray release on sandbox, so the screen shows every state.
import { eq } from 'drizzle-orm';
import { projects, users } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { activities, type ActivityRow } from './db';
import { resourceKey } from './resource';
import { publishedContent, publishTarget } from './rows';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export async function seedActivities({ db, services }: DemoContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator = { id: admin?.id ?? null, mail: admin?.mail ?? 'demo', displayName: admin?.displayName ?? 'Demo' };
  const hour = Math.floor(Date.now() / HOUR) * HOUR;
  const at = (days: number) => new Date(hour + days * DAY);
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  for (const code of codes) {
    // Stored as the activity routes store them: content-addressed keys.
    const resource = async (name: string) => {
      const data = new TextEncoder().encode(JSON.stringify({ activity: name, levels: [1, 2, 3] }));
      const key = resourceKey(code, data, name);
      const stored = await services.storage.put(key, data, 'application/json');
      return { resourceKey: key, resourceName: name, resourceMd5: stored.md5, resourceSize: stored.size };
    };
    const add = async (name: string, openDays: number, closeDays: number, extra: Partial<ActivityRow> = {}) => {
      const [row] = await db
        .insert(activities)
        .values({
          projectCode: code,
          env: 'sandbox',
          name,
          openAt: at(openDays),
          closeAt: at(closeDays),
          version: ['1.0.0', '1.0.0', '1.0.0'],
          operator: operator.displayName,
          ...(await resource(`${name.toLowerCase().replace(/\W+/g, '_')}.json`)),
          ...extra,
        })
        .returning();
      return row;
    };
    const publish = async (row: ActivityRow) => {
      await services.publish.publish(publishTarget(code, row), publishedContent(row), { operator });
      return row;
    };
    const toProd = async (row: ActivityRow) => {
      const { id: _id, createdAt: _c, updatedAt: _u, prodId: _p, ...rest } = row;
      const [copy] = await db
        .insert(activities)
        .values({ ...rest, env: 'prod', sandboxId: row.id })
        .returning();
      await db.update(activities).set({ prodId: copy.id }).where(eq(activities.id, row.id));
      await publish(copy);
    };

    const spring = await publish(await add('Spring Festival', -2, 5, { priority: 10, rule: { minLevel: 5 } }));
    await toProd(spring);
    await add('Weekend Bonus', 1, 3, { enable: 1, rule: { reward: 'coins', amount: 200 } });
    const old = await publish(await add('Halloween Puzzles', -30, -20, { rule: { theme: 'halloween' } }));
    await toProd(old);
    for (const [tag, name] of [
      ['A', 'Daily Challenge A'],
      ['B', 'Daily Challenge B'],
    ]) {
      await publish(await add(name, -1, 10, { grayRelease: { tag, weight: 50, name: 'daily-challenge' } }));
    }
  }
}
