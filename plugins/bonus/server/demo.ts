// Demo data: reward types and, per project, a live welcome code (sandbox and prod), a used-up
// one, an expired one and a disabled one, so the screen and the client API show each state.
import { eq } from 'drizzle-orm';
import dayjs from 'dayjs';
import { projects, users } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { PUBLISH_KIND, type BonusContent } from '../shared';
import { bonuses, bonusRewardTypes } from './db';
import { newCode, publishedContent } from './rows';

const TYPES = ['coins', 'gems', 'hints', 'lives'];

export async function seedBonus({ db, services }: DemoContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator = { id: admin?.id ?? null, mail: admin?.mail ?? 'demo', displayName: admin?.displayName ?? 'Demo' };
  const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  for (const code of codes) {
    await db.insert(bonusRewardTypes).values(TYPES.map((name) => ({ projectCode: code, name })));
    const add = async (
      name: string,
      content: BonusContent,
      expire: string,
      extra: { maxConsume?: number; consumeCount?: number; enable?: number; description?: string } = {},
    ) => {
      const [row] = await db
        .insert(bonuses)
        .values({ projectCode: code, env: 'sandbox', name, code: newCode(), content, expire, operator: operator.displayName, ...extra })
        .returning();
      const { snapshot } = await services.publish.publish(
        { project: code, env: 'sandbox', kind: PUBLISH_KIND, key: row.code },
        publishedContent(row),
        { operator },
      );
      await db.update(bonuses).set({ returnId: snapshot.id }).where(eq(bonuses.id, row.id));
      return row;
    };
    const welcome = await add(
      'Welcome pack',
      {
        rewards: [
          { type: 'coins', count: 500 },
          { type: 'hints', count: 3 },
        ],
      },
      day(90),
      { description: 'For new players from the launch campaign' },
    );
    const { snapshot } = await services.publish.publish(
      { project: code, env: 'prod', kind: PUBLISH_KIND, key: welcome.code },
      publishedContent(welcome),
      { operator },
    );
    const [prod] = await db
      .insert(bonuses)
      .values({
        ...publishedContent(welcome),
        projectCode: code,
        env: 'prod',
        returnId: snapshot.id,
        sandboxId: welcome.id,
        operator: operator.displayName,
      })
      .returning();
    await db.update(bonuses).set({ prodId: prod.id }).where(eq(bonuses.id, welcome.id));
    await add('Streamer giveaway', { type: 'gems', count: 50 }, day(30), { maxConsume: 2, consumeCount: 2 });
    await add('Halloween hints', { type: 'hints', count: 10 }, day(-10));
    await add('Paused promo', { type: 'lives', count: 5 }, day(60), { enable: 0 });
  }
}
