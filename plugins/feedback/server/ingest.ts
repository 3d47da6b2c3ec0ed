// POST /client/v1/:code/:env/feedback (ours; 001 names only the console's reads): a game client
// sends a player's feedback with the project's X-Client-Key, JSON { userId, platform, star,
// content, language, appVersion }. At most MAX_FEEDBACK_PER_USER_DAY a day per user and
// MAX_FEEDBACK_PER_ADDRESS_HOUR an hour per address (whatever user ids it sends): 429 with
// Retry-After, counted atomically in the database (core/server/rateLimit.ts). The row is written
// before the 201, so an acknowledged feedback is kept.
import { rule as access } from '../../../core/shared/access';
import { clientAddress } from '../../../core/server/clientAddress';
import { clientEnv } from '../../../core/server/clientApi';
import type { Db } from '../../../core/server/db/connect';
import { routeOf } from '../../../core/server/plugin';
import { take, tooManyAnswer } from '../../../core/server/rateLimit';
import { clientEndpoints } from '../endpoints';
import type { ClientFeedback } from '../schemas';
import { MAX_CONTENT_CHARS, MAX_FEEDBACK_PER_ADDRESS_HOUR, MAX_FEEDBACK_PER_USER_DAY, MESSAGES } from '../shared';
import { feedbacks, type FeedbackRow } from './db';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** What a stored feedback may carry besides the client's fields (the demo's history). */
export interface InsertExtras {
  createdAt?: Date;
  translation?: { en: string } | null;
}

/** The one way a feedback is stored: the client route and the demo both write through it. */
export async function insertFeedbacks(
  db: Db,
  projectCode: string,
  env: 'sandbox' | 'prod',
  items: (ClientFeedback & InsertExtras)[],
): Promise<FeedbackRow[]> {
  if (!items.length) return [];
  return db
    .insert(feedbacks)
    .values(
      items.map((f) => ({
        projectCode,
        env,
        platform: f.platform,
        userId: f.userId,
        star: f.star,
        content: f.content,
        language: f.language,
        appVersion: f.appVersion,
        translation: f.translation ?? null,
        translationState: f.translation ? ('done' as const) : ('none' as const),
        ...(f.createdAt ? { createdAt: f.createdAt } : {}),
      })),
    )
    .returning();
}

export const clientFeedbackRoute = routeOf(clientEndpoints.send, {
  rule: access.clientKey,
  summary: `A game client's player feedback (userId, platform, star 1-5, content up to ${MAX_CONTENT_CHARS} characters, language, appVersion)`,
  // The longest content in UTF-8 with JSON escapes, and the other fields.
  maxBodyBytes: MAX_CONTENT_CHARS * 12 + 4096,
  async handler({ c, db, config, project, params, body }) {
    const env = clientEnv(params.env);
    const address = await take(db, `feedback:address:${clientAddress(c, config)}`, 1, MAX_FEEDBACK_PER_ADDRESS_HOUR, HOUR);
    if (!address.ok) return tooManyAnswer(MESSAGES.tooManyFromAddress, address.resetAt);
    const user = await take(db, `feedback:user:${project.code}:${body.userId}`, 1, MAX_FEEDBACK_PER_USER_DAY, DAY);
    if (!user.ok) return tooManyAnswer(MESSAGES.tooMany(MAX_FEEDBACK_PER_USER_DAY), user.resetAt);
    const [row] = await insertFeedbacks(db, project.code, env, [body]);
    return c.json({ id: row.id, message: MESSAGES.received }, 201);
  },
});
