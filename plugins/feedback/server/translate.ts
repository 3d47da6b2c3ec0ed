// Translating a feedback into English (001 §7 "POST translate with project, env and body
// feedbackId"; §5 the notice "translation in progress, refresh later"). The request marks the row
// pending and enqueues a job in the same transaction, with its audit entry, and answers 202; the
// job asks the translation memory (the same text in this project already translated) and then the
// configured provider (TRANSLATE_PROVIDER), and stores `translation.en` (done) or the reason it
// could not (failed). With no provider and no memory hit the row fails with "No machine
// translation provider is configured": never a made-up translation.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { writeAudit } from '../../../core/server/audit';
import type { Db } from '../../../core/server/db/connect';
import { badRequest, conflict, notFound } from '../../../core/server/errors';
import { JobFailed, routeOf, type JobContext } from '../../../core/server/plugin';
import { translateWith } from '../../../core/server/translate/cascade';
import { createMemoryTranslator, type MemoryLookup } from '../../../core/server/translate/memory';
import { rule } from '../../../core/shared/access';
import { LANGUAGES } from '../../../core/shared/languages';
import { endpoints } from '../endpoints';
import { isEnglish, MESSAGES, PLUGIN_ID, RIGHT_FEEDBACK, TRANSLATE_JOB } from '../shared';
import { feedbacks } from './db';
import { toFeedback } from './reads';

export interface TranslatePayload {
  feedbackId: number;
  code: string;
  user: { id: number; mail: string };
}

/** A player's language tag as core's language codes name it (zh-Hans -> zh-CN, pt-BR -> pt). */
export function sourceLanguage(tag: string): string {
  const t = tag.trim().replaceAll('_', '-').toLowerCase();
  const exact = LANGUAGES.find((l) => l.code.toLowerCase() === t);
  if (exact) return exact.code;
  const [base, ...rest] = t.split('-');
  if (base === 'zh') return rest.some((p) => ['hant', 'tw', 'hk', 'mo'].includes(p)) ? 'zh-TW' : 'zh-CN';
  return base;
}

/** The memory: feedbacks of this project with exactly the same text, already translated. */
const memoryOf =
  (db: Db, code: string, language: string, exceptId: number): MemoryLookup =>
  async (texts) => {
    const rows = await db
      .select({ content: feedbacks.content, en: sql<string>`${feedbacks.translation}->>'en'` })
      .from(feedbacks)
      .where(
        and(
          eq(feedbacks.projectCode, code),
          eq(feedbacks.language, language),
          eq(feedbacks.translationState, 'done'),
          ne(feedbacks.id, exceptId),
          inArray(feedbacks.content, [...texts]),
        ),
      )
      .limit(texts.length);
    return new Map(rows.filter((r) => r.en).map((r) => [r.content, r.en]));
  };

export async function runTranslate(ctx: JobContext<TranslatePayload>) {
  const { db, payload: p, services, signal } = ctx;
  const [row] = await db
    .select()
    .from(feedbacks)
    .where(and(eq(feedbacks.id, p.feedbackId), eq(feedbacks.projectCode, p.code)));
  if (!row) return { state: 'gone' };
  await ctx.progress(0, 1, 'Translating');
  const source = sourceLanguage(row.language);
  const memory = createMemoryTranslator(memoryOf(db, p.code, row.language, row.id));
  const provider = services.translator;
  const { results, failures } = await translateWith(provider ? [memory, provider] : [memory], {
    texts: [row.content],
    source,
    target: 'en',
    signal,
  });
  signal.throwIfAborted();
  const got = results[0];
  const providerFailure = failures.find((f) => f.engine !== 'memory');
  const error = got
    ? null
    : providerFailure
      ? providerFailure.message
      : provider
        ? `${provider.engine} gave no translation`
        : MESSAGES.noProvider;
  await db.transaction(async (tx) => {
    // Only the run this row waits for writes (a later request has its own job).
    const where = and(eq(feedbacks.id, row.id), eq(feedbacks.translationJobId, ctx.job.id));
    const updated = got
      ? await tx
          .update(feedbacks)
          .set({ translation: { en: got.text }, translationState: 'done', translationError: null })
          .where(where)
          .returning({ id: feedbacks.id })
      : await tx
          .update(feedbacks)
          .set({ translationState: 'failed', translationError: error })
          .where(where)
          .returning({ id: feedbacks.id });
    if (updated.length) {
      await writeAudit(tx, p.user, p.code, {
        area: PLUGIN_ID,
        action: got ? 'translated' : 'translateFailed',
        target: row.id,
        after: got ? { engine: got.engine, en: got.text, jobId: ctx.job.id } : { error, jobId: ctx.job.id },
      });
    }
  });
  await ctx.progress(1, 1, got ? `Translated (${got.engine})` : (error ?? ''));
  if (!got) throw new JobFailed(error ?? 'No translation', { state: 'failed', error }); // the job ends failed, as its work did
  return { state: 'done', engine: got.engine };
}

export const translateRoute = routeOf(endpoints.translate, {
  rule: rule.right(RIGHT_FEEDBACK),
  summary: "Translate a feedback into English (a job): answers 202 and the row's pending state",
  async handler({ c, db, project, query, body, user, services, audit }) {
    const [row] = await db
      .select()
      .from(feedbacks)
      .where(and(eq(feedbacks.id, body.feedbackId), eq(feedbacks.projectCode, project.code), eq(feedbacks.env, query.env)))
      .for('update');
    if (!row) throw notFound(MESSAGES.noSuchFeedback);
    if (isEnglish(row.language)) throw badRequest(MESSAGES.alreadyEnglish);
    if (!row.content) throw badRequest(MESSAGES.emptyContent);
    if (row.translationState === 'pending' && row.translationJobId) {
      // Pending while its job still may run: one at a time. A job that ended without writing
      // (a worker lost on its last attempt, a cancel) leaves the row free to ask again.
      const job = await services.jobs.get(row.translationJobId);
      if (job && (job.state === 'queued' || job.state === 'running')) throw conflict(MESSAGES.alreadyPending);
    }
    const payload: TranslatePayload = { feedbackId: row.id, code: project.code, user: { id: user.id, mail: user.mail } };
    const { id: jobId } = await services.jobs.enqueue(TRANSLATE_JOB, payload, {
      project: project.code,
      createdBy: user.id,
      maxAttempts: 2,
    });
    const [updated] = await db
      .update(feedbacks)
      .set({ translationState: 'pending', translationError: null, translationJobId: jobId })
      .where(eq(feedbacks.id, row.id))
      .returning();
    await audit({
      area: PLUGIN_ID,
      action: 'translate',
      target: row.id,
      before: { state: row.translationState },
      after: { state: 'pending', env: query.env, jobId },
    });
    return c.json({ jobId, message: MESSAGES.translating, feedback: toFeedback(updated) }, 202);
  },
});
