// Reading messages: one row of the project, its API shape, what an upload publishes, and the
// histories as the screen lists them (from the publish pipeline's snapshots).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import type { Snapshot } from '../../../core/server/publish/types';
import type { InSiteMessage, MessageHistory, MessagePlatform, PublishedMessages } from '../shared';
import { inSiteMessages, type InSiteMessageRow } from './db';

export function toApi(r: InSiteMessageRow): InSiteMessage {
  return {
    id: r.id,
    platform: r.platform as MessagePlatform,
    country: r.country,
    extra: { sandbox_returnId: r.extra?.sandbox_returnId ?? null, prod_returnId: r.extra?.prod_returnId ?? null },
    config: r.config,
    rule: r.rule ?? {},
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function publishedContent(r: InSiteMessageRow): PublishedMessages {
  return { id: r.id, platform: r.platform as MessagePlatform, country: r.country, messages: r.config.messages, rule: r.rule ?? {} };
}

export async function findMessage(db: Db, code: string, id: number | string | undefined): Promise<InSiteMessageRow | null> {
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n < 1 || n > 2 ** 31 - 1) return null;
  const [row] = await db
    .select()
    .from(inSiteMessages)
    .where(and(eq(inSiteMessages.projectCode, code), eq(inSiteMessages.id, n)));
  return row ?? null;
}

export function toHistory(s: Snapshot<PublishedMessages>): MessageHistory {
  return {
    id: s.id,
    action: s.action === 'clear' ? 'clear' : 'publish',
    conf: s.content,
    state: { success: true, returnId: s.id },
    country: s.key,
    operator: s.operator.displayName,
    updatedAt: s.createdAt.toISOString(),
  };
}
