// The console's reads (001 §7 "Feedback (remote server)"): the paged list newest first, the star
// distribution (five rows, zeros included, with the average) and, beyond the spec, the volume and
// average star per client version. Averages and percents are rounded to 1 decimal (001 §9).
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { compareVersions } from '../../../core/shared/version';
import type { ListQuery, RangeQuery } from '../schemas';
import {
  BAD_VERSION_GAP,
  BAD_VERSION_MIN_COUNT,
  round1,
  STARS,
  type Feedback,
  type FeedbackListResponse,
  type StarDistributionResponse,
  type VersionsResponse,
} from '../shared';
import { feedbacks, type FeedbackRow } from './db';

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
const dayAfter = (day: string) => new Date(dayStart(day).getTime() + 86_400_000);

/** One project, env and platform, from the start of `start` to the end of `end` (UTC days). */
export const inRange = (code: string, q: RangeQuery) =>
  and(
    eq(feedbacks.projectCode, code),
    eq(feedbacks.env, q.env),
    eq(feedbacks.platform, q.platform),
    gte(feedbacks.createdAt, dayStart(q.start)),
    lt(feedbacks.createdAt, dayAfter(q.end)),
  );

export const toFeedback = (r: FeedbackRow): Feedback => ({
  id: r.id,
  userId: r.userId,
  platform: r.platform,
  env: r.env,
  star: r.star,
  content: r.content,
  language: r.language,
  appVersion: r.appVersion,
  translation: r.translation ?? null,
  translationState: r.translationState,
  translationError: r.translationError ?? null,
  createdAt: r.createdAt.toISOString(),
});

export async function listFeedback(db: Db, code: string, q: ListQuery): Promise<FeedbackListResponse> {
  const where = inRange(code, q);
  const [{ n }] = await db.select({ n: count() }).from(feedbacks).where(where);
  const rows = await db
    .select()
    .from(feedbacks)
    .where(where)
    .orderBy(desc(feedbacks.createdAt), desc(feedbacks.id))
    .limit(q.ps)
    .offset((q.pn - 1) * q.ps);
  return { total: Number(n), list: rows.map(toFeedback) };
}

/** Five rows from 5 down to 1 with count and rate (percent), the total and the average star. */
export function distributionOf(counts: Map<number, number>): StarDistributionResponse {
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  const sum = [...counts.entries()].reduce((a, [star, n]) => a + star * n, 0);
  return {
    list: STARS.map((star) => {
      const n = counts.get(star) ?? 0;
      return { star, count: n, rate: total ? Math.round((n * 1000) / total) / 10 : 0 };
    }),
    total,
    average: total ? Math.round((sum * 10) / total) / 10 : null,
  };
}

export async function starDistribution(db: Db, code: string, q: RangeQuery): Promise<StarDistributionResponse> {
  const rows = await db.select({ star: feedbacks.star, n: count() }).from(feedbacks).where(inRange(code, q)).groupBy(feedbacks.star);
  return distributionOf(new Map(rows.map((r) => [r.star, Number(r.n)])));
}

export async function versionStats(db: Db, code: string, q: RangeQuery): Promise<VersionsResponse> {
  const rows = await db
    .select({ appVersion: feedbacks.appVersion, n: count(), sum: sql<string>`sum(${feedbacks.star})` })
    .from(feedbacks)
    .where(inRange(code, q))
    .groupBy(feedbacks.appVersion);
  const total = rows.reduce((a, r) => a + Number(r.n), 0);
  const sum = rows.reduce((a, r) => a + Number(r.sum), 0);
  const overall = total ? sum / total : null;
  const list = rows
    .map((r) => {
      const avg = Number(r.sum) / Number(r.n);
      return {
        appVersion: r.appVersion,
        count: Number(r.n),
        average: round1(avg),
        // Compared unrounded, so the flag does not hinge on how two averages round.
        low: overall !== null && Number(r.n) >= BAD_VERSION_MIN_COUNT && overall - avg >= BAD_VERSION_GAP,
      };
    })
    .sort((a, b) => compareVersions(b.appVersion, a.appVersion));
  return { list, average: overall === null ? null : round1(overall) };
}
