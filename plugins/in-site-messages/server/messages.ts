// Reading messages: one row of the project, its API shape, what an upload publishes, and the
// histories as the screen lists them (from the publish pipeline's snapshots).
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { contentHash } from '../../../core/server/publish/contentHash';
import { liveMarks, type LiveMark } from '../../../core/server/publish/live';
import type { PublishPipeline, Snapshot } from '../../../core/server/publish/types';
import { ENVS } from '../../../core/shared/constants';
import {
  publishKind,
  type InSiteMessage,
  type MessageExtra,
  type MessageHistory,
  type MessagePlatform,
  type PublishedMessages,
} from '../shared';
import { inSiteMessages, type InSiteMessageRow } from './db';

/** What each env's pointers serve, by kind and country: the one truth the returnIds are read from. */
export type LiveByEnv = Record<(typeof ENVS)[number], Map<string, LiveMark>>;

/** The live marks of the kinds of `platforms` on both envs (key: `kind/country`). */
export async function liveOfPlatforms(publish: PublishPipeline, code: string, platforms: Iterable<number>): Promise<LiveByEnv> {
  const kinds = [...new Set([...platforms].map((p) => publishKind(p as MessagePlatform)))];
  const out = { sandbox: new Map(), prod: new Map() } as LiveByEnv;
  for (const env of ENVS)
    for (const kind of kinds)
      for (const [country, mark] of await liveMarks(publish, { project: code, env, kind })) out[env].set(`${kind}/${country}`, mark);
  return out;
}

/**
 * An env's returnId of a message: the snapshot its country's pointer serves, when that is this
 * message as it is now (an edit, a clear, another message's upload or a rollback to other content
 * leaves it null). Never kept in the row: a rollback moves only the pointer (DESIGN §5).
 */
function extraOf(r: InSiteMessageRow, live: LiveByEnv): MessageExtra {
  const hash = contentHash(publishedContent(r));
  const of = (env: keyof LiveByEnv) => {
    const mark = live[env].get(`${publishKind(r.platform as MessagePlatform)}/${r.country}`);
    return mark && mark.contentHash === hash ? mark.id : null;
  };
  return { sandbox_returnId: of('sandbox'), prod_returnId: of('prod') };
}

/** The API shape, with each env's returnId read from the pointers (`live`, liveOfPlatforms). */
export function toApi(r: InSiteMessageRow, live: LiveByEnv): InSiteMessage {
  return {
    id: r.id,
    platform: r.platform as MessagePlatform,
    country: r.country,
    extra: extraOf(r, live),
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

/** One message's API shape, its returnIds read from the pointers now. */
export async function messageOut(publish: PublishPipeline, r: InSiteMessageRow): Promise<InSiteMessage> {
  return toApi(r, await liveOfPlatforms(publish, r.projectCode, [r.platform]));
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
