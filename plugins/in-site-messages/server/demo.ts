// Demo data: per project, Android messages for 'default' (on sandbox and prod), US (on sandbox
// only) and JP (a draft), and an iOS draft, so the screen shows each state.
import { eq } from 'drizzle-orm';
import { projects, users } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import { publishKind, type MessagePlatform } from '../shared';
import type { MessageItem } from '../schemas';
import { inSiteMessages, type InSiteMessageRow } from './db';
import { publishedContent } from './messages';

const DAY = 86_400;

function item(type: 'bonus' | 'message', url: string, inDays: number, timezone = 'Asia/Shanghai'): MessageItem {
  // Whole hours, so the form shows round times.
  const start = Math.floor(Date.now() / 1000 / 3600) * 3600 + inDays * DAY;
  return { to: 'Facebook', type, url, startTimestamp: start, timezone };
}

export async function seedInSiteMessages({ db, services }: DemoContext): Promise<void> {
  const [admin] = await db.select().from(users).where(eq(users.role, 'ADMIN')).limit(1);
  const operator = { id: admin?.id ?? null, mail: admin?.mail ?? 'demo', displayName: admin?.displayName ?? 'Demo' };
  const codes = (await db.select({ code: projects.code }).from(projects)).map((p) => p.code);
  const add = async (code: string, platform: MessagePlatform, country: string, messages: MessageItem[], rule = {}) => {
    const [row] = await db
      .insert(inSiteMessages)
      .values({ projectCode: code, platform, country, config: { messages }, rule, operator: operator.displayName })
      .returning();
    return row;
  };
  const upload = async (row: InSiteMessageRow, env: 'sandbox' | 'prod') => {
    await services.publish.publish(
      { project: row.projectCode, env, kind: publishKind(row.platform as MessagePlatform), key: row.country },
      publishedContent(row),
      { operator },
    );
  };
  for (const code of codes) {
    const site = `https://${code}.game.example.com`;
    const fallback = await add(code, 1, 'default', [
      item('message', `${site}/news/welcome`, -2),
      item('bonus', `${site}/bonus/WELCOME100`, 1),
    ]);
    await upload(fallback, 'sandbox');
    await upload(fallback, 'prod');
    const us = await add(code, 1, 'US', [item('bonus', `${site}/bonus/JULY4`, 3, 'America/New_York')], {
      clientVersions: ['1.2.0', '0.0.0'],
    });
    await upload(us, 'sandbox');
    await add(code, 1, 'JP', [item('message', `${site}/news/ja/summer`, 5, 'Asia/Tokyo')]);
    await add(code, 2, 'default', [item('message', `${site}/news/welcome`, 0)]);
  }
}
