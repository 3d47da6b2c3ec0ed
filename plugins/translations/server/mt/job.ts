// The machine-translation job: for each target language, the selected rows that have source text
// and no text in that language (or every one, with overwrite) go through the translation memory
// and then the configured provider; what comes back is written as unfinished with its engine,
// one transaction and one audit entry per language. A text an operator typed in the meantime is
// never replaced (unless overwrite). A provider out of quota or rate limited is not asked again
// in this job; the summary says how many texts could not be filled and why.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { writeAudit } from '../../../../core/server/audit';
import { JobFailed, type JobContext } from '../../../../core/server/plugin';
import { translateWith, type Filled } from '../../../../core/server/translate/cascade';
import { createMemoryTranslator, MEMORY_ENGINE } from '../../../../core/server/translate/memory';
import { languageName } from '../../../../core/shared/languages';
import type { MtFailure, MtJobResult, MtLanguageSummary } from '../../endpoints/mt';
import { COMMON_SCOPE, PLUGIN_ID, type TranslationMap } from '../../shared';
import { mlCommonKeys, mlProjectKeys } from '../db';
import { memoryLookup } from './memory';

export interface MtPayload {
  /** A project's code, or 'common'. */
  scope: string;
  ids: number[];
  source: string;
  targets: string[];
  overwrite: boolean;
  user: { id: number; mail: string };
  operator: string;
}

const hasText = (t: TranslationMap, lang: string) => !!(t[lang] ?? '').trim();

/** Rows sent to the engines and written at once. */
const CHUNK = 200;

export async function runMachineTranslate(ctx: JobContext<MtPayload>): Promise<MtJobResult> {
  const { db, payload: p, services, signal } = ctx;
  const common = p.scope === COMMON_SCOPE;
  const t = common ? mlCommonKeys : mlProjectKeys;
  const inScope = common ? inArray(mlCommonKeys.id, p.ids) : and(eq(mlProjectKeys.projectCode, p.scope), inArray(mlProjectKeys.id, p.ids));
  const rows = await db.select({ id: t.id, key: t.key, translation: t.translation }).from(t).where(inScope);
  const memory = createMemoryTranslator(memoryLookup(db, p.scope, p.ids));
  let provider = services.translator;
  const result: MtJobResult = {
    scope: p.scope,
    source: p.source,
    rows: rows.length,
    filled: 0,
    unfilled: 0,
    kept: 0,
    byEngine: {},
    languages: [],
    failures: [],
  };
  const total = rows.length * p.targets.length;
  let done = 0;
  await ctx.progress(0, total, 'Starting');
  for (const lang of p.targets) {
    signal.throwIfAborted();
    const summary: MtLanguageSummary = { lang, filled: 0, unfilled: 0, kept: 0 };
    const want = rows.filter((r) => hasText(r.translation, p.source) && (p.overwrite || !hasText(r.translation, lang)));
    summary.kept = rows.filter((r) => !p.overwrite && hasText(r.translation, lang)).length;
    // A row whose source text was emptied since the request cannot be filled.
    summary.unfilled = rows.filter((r) => !hasText(r.translation, p.source) && (p.overwrite || !hasText(r.translation, lang))).length;
    // In chunks: progress moves, a cancel stops soon, and each chunk commits what it filled.
    for (let at = 0; at < want.length; at += CHUNK) {
      const chunk = want.slice(at, at + CHUNK);
      const { results, failures } = await translateWith(provider ? [memory, provider] : [memory], {
        texts: chunk.map((r) => r.translation[p.source]),
        source: p.source,
        target: lang,
        signal,
      });
      for (const f of failures) {
        if (!result.failures.some((x) => x.lang === lang && x.engine === f.engine && x.message === f.message)) {
          result.failures.push({ lang, engine: f.engine, kind: f.kind, message: f.message } satisfies MtFailure);
        }
        if (provider && f.engine === provider.engine && (f.kind === 'quota' || f.kind === 'rateLimited')) provider = null;
      }
      // Cancelled while the engines worked: write nothing more.
      signal.throwIfAborted();
      const filled = await writeChunk(ctx, lang, chunk, results, summary);
      for (const [e, n] of Object.entries(filled)) result.byEngine[e] = (result.byEngine[e] ?? 0) + n;
      done += chunk.length;
      await ctx.progress(done, total, `${languageName(lang)}: ${summary.filled} filled, ${summary.unfilled} could not be filled`);
    }
    result.languages.push(summary);
    result.filled += summary.filled;
    result.unfilled += summary.unfilled;
    result.kept += summary.kept;
    done += rows.length - want.length;
    await ctx.progress(done, total, `${languageName(lang)}: ${summary.filled} filled, ${summary.unfilled} could not be filled`);
  }
  // Nothing filled because the machine translation failed: the job failed (its summary kept as its result).
  const providerFailures = result.failures.filter((f) => f.engine !== MEMORY_ENGINE);
  if (result.filled === 0 && result.unfilled > 0 && providerFailures.length) {
    throw new JobFailed(`Nothing was translated: ${[...new Set(providerFailures.map((f) => f.message))].join('; ')}`, result);
  }
  return result;
}

/**
 * Writes one chunk's results in one transaction with its audit entry; counts into `summary`.
 * Answers the texts written per engine.
 */
async function writeChunk(
  ctx: JobContext<MtPayload>,
  lang: string,
  chunk: { id: number; key: string; translation: TranslationMap }[],
  results: (Filled | null)[],
  summary: MtLanguageSummary,
): Promise<Record<string, number>> {
  const p = ctx.payload;
  const common = p.scope === COMMON_SCOPE;
  const t = common ? mlCommonKeys : mlProjectKeys;
  const byEngine: Record<string, number> = {};
  const before: Record<string, string> = {};
  const after: Record<string, string> = {};
  await ctx.db.transaction(async (tx) => {
    for (const [i, row] of chunk.entries()) {
      const got = results[i];
      if (!got) {
        summary.unfilled++;
        continue;
      }
      const kind = got.engine === MEMORY_ENGINE ? 'memory' : 'machine';
      const set = {
        translation: sql`${t.translation} || jsonb_build_object(${lang}::text, ${got.text}::text)`,
        engines: sql`${t.engines} || jsonb_build_object(${lang}::text, ${got.engine}::text)`,
        unfinished: true,
        operator: p.operator,
        updatedAt: sql`now()`,
      };
      // Without overwrite, a text typed while the job ran is kept.
      const where = and(eq(t.id, row.id), p.overwrite ? undefined : sql`coalesce(btrim(${t.translation}->>${lang}::text), '') = ''`);
      const updated = common
        ? await tx.update(mlCommonKeys).set(set).where(where).returning({ id: mlCommonKeys.id })
        : await tx
            .update(mlProjectKeys)
            // 'machine' once any text of the key came from a provider; per language, `engines` says which.
            .set({ ...set, source: sql`case when ${mlProjectKeys.source} = 'machine' then 'machine' else ${kind}::text end` })
            .where(and(where, eq(mlProjectKeys.projectCode, p.scope)))
            .returning({ id: mlProjectKeys.id });
      if (!updated.length) {
        summary.kept++;
        continue;
      }
      summary.filled++;
      byEngine[got.engine] = (byEngine[got.engine] ?? 0) + 1;
      if (hasText(row.translation, lang)) before[row.key] = row.translation[lang];
      after[row.key] = got.text;
    }
    if (Object.keys(after).length) {
      await writeAudit(tx, p.user, common ? null : p.scope, {
        area: PLUGIN_ID,
        action: 'machineTranslate',
        target: lang,
        before: Object.keys(before).length ? before : undefined,
        after: { jobId: ctx.job.id, source: p.source, byEngine, texts: after },
      });
    }
  });
  return byEngine;
}
