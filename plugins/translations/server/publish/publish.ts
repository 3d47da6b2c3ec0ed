// POST /v1/:code/mlTranslate/generateI18nJson {name, env, fallbacks?}: publishes the project's
// i18n files. Sandbox: the keys are built into one snapshot after the gate passes (missing and
// empty texts only with the operator's explicit English fallbacks). Prod: takes exactly what
// sandbox serves (tested there first), so no second build and no second gate.
import { eq } from 'drizzle-orm';
import { operatorName } from '../../../../core/shared/auth';
import { conflict, HttpError } from '../../../../core/server/errors';
import type { RouteContext } from '../../../../core/server/plugin';
import { SOURCE_LANGUAGE } from '../../../../core/shared/languages';
import {
  GATE_ISSUE_LIMIT,
  PROBLEM_LABELS,
  PUBLISH_MESSAGES,
  type Fallback,
  type GateProblem,
  type PublishAnswer,
  PUBLISH_KEY,
  PUBLISH_KIND,
  type I18nContent,
} from '../../shared';
import { mlVersions } from '../db';
import { buildLanguages, fallbackId, languageList } from './content';
import { countKinds, fallbackable, runGate } from './gate';
import { auditOf, i18nPublishable } from './publishable';
import { loadKeys, toVersion, versionBySnapshot } from './versions';

type Ctx = RouteContext<{ name: string; env: 'sandbox' | 'prod'; fallbacks: Fallback[] }>;

function refusal(problems: GateProblem[], hard: number, triedFallbacks: boolean): HttpError {
  const message =
    triedFallbacks && hard > 0
      ? PUBLISH_MESSAGES.notFallbackable(hard)
      : PUBLISH_MESSAGES.gateRefused(problems.length, countKinds(problems), hard);
  const issues = problems
    .slice(0, GATE_ISSUE_LIMIT)
    .map((p) => ({ path: `${p.lang}.${p.key}`, message: `${PROBLEM_LABELS[p.kind]}: ${p.detail}` }));
  return new HttpError(409, message, 'gate_refused', issues);
}

function answer(row: typeof mlVersions.$inferSelect, content: I18nContent, returnId: number, unchanged: boolean): PublishAnswer {
  return {
    version: toVersion(row),
    returnId,
    unchanged,
    languages: languageList(content.languages),
    keys: Object.keys(content.languages[SOURCE_LANGUAGE] ?? {}).length,
  };
}

/** A retry (Idempotency-Key) or an unchanged prod: the version made for it goes, the earlier one answers. */
async function replayed(ctx: Ctx, draftId: number, snapshotId: number, content: I18nContent): Promise<PublishAnswer> {
  await ctx.db.delete(mlVersions).where(eq(mlVersions.id, draftId));
  const earlier = await versionBySnapshot(ctx.db, ctx.project.code, snapshotId);
  if (!earlier) throw conflict(PUBLISH_MESSAGES.nothingLive(ctx.body.env));
  return answer(earlier, content, snapshotId, true);
}

export async function publishI18n(ctx: Ctx): Promise<PublishAnswer> {
  const { name, env, fallbacks } = ctx.body;
  const code = ctx.project.code;
  // Prod is for owners and admins: refused before anything is read.
  i18nPublishable.access(ctx, env);
  const operator = operatorName(ctx.user);

  if (env === 'prod') {
    const sandbox = await ctx.services.publish.current<I18nContent>({
      project: code,
      env: 'sandbox',
      kind: PUBLISH_KIND,
      key: PUBLISH_KEY,
    });
    if (!sandbox?.content) throw conflict(PUBLISH_MESSAGES.sandboxFirst);
    const source = await versionBySnapshot(ctx.db, code, sandbox.id);
    const used = source?.fallbacks ?? [];
    const [draft] = await ctx.db.insert(mlVersions).values({ projectCode: code, name, env, fallbacks: used, operator }).returning();
    const r = await i18nPublishable.sync(ctx, { key: PUBLISH_KEY }, { audit: auditOf(used.length) });
    if (r.replayed) return replayed(ctx, draft.id, r.snapshot.id, sandbox.content);
    const [row] = await ctx.db.update(mlVersions).set({ snapshotId: r.snapshot.id }).where(eq(mlVersions.id, draft.id)).returning();
    return answer(row, sandbox.content, r.snapshot.id, false);
  }

  const keys = await loadKeys(ctx.db, code);
  const report = runGate(keys);
  if (report.keys === 0) throw conflict(PUBLISH_MESSAGES.nothingToPublish);
  const given = new Set(fallbacks.map(fallbackId));
  const hard = report.problems.filter((p) => !fallbackable(p));
  const soft = report.problems.filter(fallbackable);
  const uncovered = soft.filter((p) => !given.has(fallbackId(p)));
  if (hard.length || uncovered.length) throw refusal([...hard, ...uncovered], hard.length, fallbacks.length > 0);
  // Only the fallbacks a text needed are used and recorded (one filled meanwhile is not).
  const used: Fallback[] = soft.map((p) => ({ lang: p.lang, key: p.key }));

  const [draft] = await ctx.db.insert(mlVersions).values({ projectCode: code, name, env, fallbacks: used, operator }).returning();
  const content: I18nContent = { versionId: draft.id, name, languages: buildLanguages(keys, report.languages, used) };
  const r = await i18nPublishable.publish(ctx, { env, key: PUBLISH_KEY }, content, { audit: auditOf(used.length) });
  if (r.replayed) return replayed(ctx, draft.id, r.snapshot.id, r.snapshot.content ?? content);
  const [row] = await ctx.db.update(mlVersions).set({ snapshotId: r.snapshot.id }).where(eq(mlVersions.id, draft.id)).returning();
  return answer(row, content, r.snapshot.id, false);
}
