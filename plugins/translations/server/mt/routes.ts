// Machine translation's routes (001 §7 "POST /v1/translate (ids, sourceLanguage,
// targetLanguageList); GET /v1/translate/supportedLanguages"): a project's keys need the right
// 'translate', the common keys an admin. A request is checked (the rows exist in the scope, each
// has source text), then the work is a job; the answer carries its id.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { badRequest, notFound } from '../../../../core/server/errors';
import { routeOf, type RouteContext, type ServerRoute } from '../../../../core/server/plugin';
import { MEMORY_ENGINE } from '../../../../core/server/translate/memory';
import { rule } from '../../../../core/shared/access';
import { operatorName } from '../../../../core/shared/auth';
import { LANGUAGES } from '../../../../core/shared/languages';
import { isRowId } from '../../../../core/shared/zod';
import { MT_JOB, mtEndpoints } from '../../endpoints/mt';
import { keysWithoutSource, MT_MESSAGES, type TranslateBody } from '../../schemas/mt';
import { COMMON_SCOPE, PLUGIN_ID, RIGHT_TRANSLATE } from '../../shared';
import { mlCommonKeys, mlProjectKeys } from '../db';
import type { MtPayload } from './job';

/** Checks the selected rows and enqueues the job (it commits with the request and its audit entry). */
async function submit(ctx: Pick<RouteContext, 'db' | 'user' | 'services' | 'audit'>, scope: string, body: TranslateBody) {
  const common = scope === COMMON_SCOPE;
  const t = common ? mlCommonKeys : mlProjectKeys;
  const where = common
    ? inArray(mlCommonKeys.id, body.ids)
    : and(eq(mlProjectKeys.projectCode, scope), inArray(mlProjectKeys.id, body.ids));
  const rows = await ctx.db.select({ id: t.id, key: t.key, translation: t.translation }).from(t).where(where);
  if (rows.length !== body.ids.length) {
    const found = new Set(rows.map((r) => r.id));
    throw notFound(
      `Some selected rows no longer exist (ids ${body.ids
        .filter((id) => !found.has(id))
        .slice(0, 10)
        .join(', ')}): reload the list`,
    );
  }
  // Named in the order the rows were selected (the web's check names them the same way).
  const at = new Map(body.ids.map((id, i) => [id, i]));
  rows.sort((a, b) => at.get(a.id)! - at.get(b.id)!);
  const empty = keysWithoutSource(rows, body.sourceLanguage);
  if (empty.length) {
    const message = MT_MESSAGES.sourceEmpty(body.sourceLanguage, empty);
    throw badRequest(message, [{ path: 'ids', message }]);
  }
  const payload: MtPayload = {
    scope,
    ids: body.ids,
    source: body.sourceLanguage,
    targets: body.targetLanguageList,
    overwrite: body.overwrite,
    user: { id: ctx.user.id, mail: ctx.user.mail },
    operator: operatorName(ctx.user),
  };
  const { id } = await ctx.services.jobs.enqueue(MT_JOB, payload, {
    project: common ? null : scope,
    createdBy: ctx.user.id,
    maxAttempts: 2,
  });
  await ctx.audit({
    area: PLUGIN_ID,
    action: 'machineTranslateSubmit',
    target: id,
    after: {
      scope,
      ids: body.ids,
      sourceLanguage: body.sourceLanguage,
      targetLanguageList: body.targetLanguageList,
      overwrite: body.overwrite,
    },
  });
  return { jobId: id, message: MT_MESSAGES.submitted };
}

/** Cancels a translation job of this scope (another kind or scope: 404, as if it did not exist). */
async function cancel(ctx: Pick<RouteContext, 'services' | 'audit'>, scope: string, jobId: string) {
  const id = Number(jobId);
  const job = isRowId(id) ? await ctx.services.jobs.get(id) : null;
  const common = scope === COMMON_SCOPE;
  if (!job || job.kind !== MT_JOB || job.projectCode !== (common ? null : scope) || (job.payload as Partial<MtPayload>).scope !== scope)
    throw notFound('No such translation job');
  const before = job.state;
  await ctx.services.jobs.cancel(id);
  await ctx.audit({
    area: PLUGIN_ID,
    action: 'machineTranslateCancel',
    target: id,
    before: { state: before },
    after: { state: 'cancelled' },
  });
  return { message: MT_MESSAGES.cancelled };
}

export const routes: ServerRoute[] = [
  routeOf(mtEndpoints.translate, {
    rule: rule.right(RIGHT_TRANSLATE),
    summary: "Machine-translate the selected keys (a job): 'Please select rows', and the source language must have text in every one",
    handler: (ctx) => submit(ctx, ctx.project.code, ctx.body),
  }),
  routeOf(mtEndpoints.translateCommon, {
    rule: rule.admin,
    summary: 'Machine-translate the selected common keys (a job)',
    handler: (ctx) => submit(ctx, COMMON_SCOPE, ctx.body),
  }),
  routeOf(mtEndpoints.cancel, {
    rule: rule.right(RIGHT_TRANSLATE),
    summary: "Stop a project's translation job (what it wrote stays)",
    handler: (ctx) => cancel(ctx, ctx.project.code, ctx.params.jobId),
  }),
  routeOf(mtEndpoints.cancelCommon, {
    rule: rule.admin,
    summary: 'Stop a translation job of the common keys',
    handler: (ctx) => cancel(ctx, COMMON_SCOPE, ctx.params.jobId),
  }),
  routeOf(mtEndpoints.supportedLanguages, {
    rule: rule.signedIn,
    summary: 'The languages keys are translated into, and which the configured provider translates (code 0 with payload)',
    handler: ({ services }) => {
      const provider = services.translator;
      return {
        code: 0 as const,
        payload: LANGUAGES.map((l) => ({
          ...l,
          machine: !!provider && LANGUAGES.some((s) => s.code !== l.code && provider.supports(s.code, l.code)),
        })),
        engines: [MEMORY_ENGINE, ...(provider ? [provider.engine] : [])],
      };
    },
  }),
  routeOf(mtEndpoints.projectKeys, {
    rule: rule.right(RIGHT_TRANSLATE),
    summary: "The translator page's list of a project's keys",
    handler: async ({ db, project }) => ({
      keys: await db
        .select({
          id: mlProjectKeys.id,
          key: mlProjectKeys.key,
          translation: mlProjectKeys.translation,
          unfinished: mlProjectKeys.unfinished,
          engines: mlProjectKeys.engines,
        })
        .from(mlProjectKeys)
        .where(eq(mlProjectKeys.projectCode, project.code))
        .orderBy(asc(mlProjectKeys.key)),
    }),
  }),
  routeOf(mtEndpoints.commonKeys, {
    rule: rule.admin,
    summary: "The translator page's list of common keys",
    handler: async ({ db }) => ({
      keys: await db
        .select({
          id: mlCommonKeys.id,
          key: mlCommonKeys.key,
          translation: mlCommonKeys.translation,
          unfinished: mlCommonKeys.unfinished,
          engines: mlCommonKeys.engines,
        })
        .from(mlCommonKeys)
        .orderBy(asc(mlCommonKeys.key)),
    }),
  }),
];
