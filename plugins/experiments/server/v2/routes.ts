// Experiments v2 (000 §2.7, 002 §7): list by env and platform, get, create, update (READY only),
// deploy (not FINISHED or RUNNING: under 100 % a GRAY_PUBLISH, else RUNNING), shutdown (RUNNING or
// GRAY_PUBLISH to FINISHED) and the running edit "Adjust" (weights, percent and filter; a new
// phase). Every change of what runs republishes the env's running experiments (live.ts), in the
// request's transaction, with the change's one audit entry; deploy refuses an overlap (overlap.ts).
import { and, desc, eq } from 'drizzle-orm';
import { operatorName } from '../../../../core/shared/auth';
import { experiments, type ExperimentRow } from '../../../../core/server/db/experiments';
import { badRequest, conflict, notFound } from '../../../../core/server/errors';
import { routeOf, type RouteContext, type ServerRoute } from '../../../../core/server/plugin';
import { rule as access } from '../../../../core/shared/access';
import type { Env } from '../../../../core/shared/constants';
import type { ExperimentStatus, WizardGroup } from '../../../../core/shared/experiments';
import { RIGHT_EXPERIMENTS_V2 } from '../../shared';
import { v2Endpoints as ep } from '../../endpoints/v2';
import { DEFAULT_PERCENT, joinRuleInside, V2_MESSAGES, type ExperimentV2 } from '../../schemas/v2';
import { experimentsPublishable, publishRunning } from '../live';
import { assertNoOverlap, footprint } from '../overlap';
import { folderRoutes } from './folders';
import { checkReferences, findV2, storedFilter, storedGroups, toApi, V2_ERRORS } from './rows';

const right = access.right(RIGHT_EXPERIMENTS_V2);
const AREA = 'experiments';
const operatorOf = (ctx: { user: { displayName?: string | null; mail: string } }) => operatorName(ctx.user);
const statusFor = (percent: number): ExperimentStatus => (percent < 100 ? 'GRAY_PUBLISH' : 'RUNNING');
const isLive = (status: string) => status === 'RUNNING' || status === 'GRAY_PUBLISH';

async function load(ctx: Pick<RouteContext, 'db' | 'project'>, id: string): Promise<ExperimentRow> {
  const row = await findV2(ctx.db, ctx.project.code, id);
  if (!row) throw notFound(V2_ERRORS.notFound);
  return row;
}

type PublishCtx = Parameters<typeof publishRunning>[0];

/** Prod is for owners and admins (the publish move checks it too): refuse before any state message. */
const requireProdFirst = (ctx: PublishCtx, env: string) => experimentsPublishable.access(ctx, env);

/** Saves `patch`, then publishes what runs on the experiment's env with this change's one audit entry. */
async function changeRunning(ctx: PublishCtx, before: ExperimentRow, patch: Partial<ExperimentRow>, action: string): Promise<ExperimentV2> {
  const [row] = await ctx.db
    .update(experiments)
    .set({ ...patch, operator: operatorOf(ctx), updatedAt: new Date() })
    .where(eq(experiments.id, before.id))
    .returning();
  const after = toApi(row);
  const entry = { area: AREA, action, target: before.id, before: toApi(before), after };
  const published = await publishRunning(ctx, before.env as Env, { audit: () => entry });
  // Nothing new for clients (a gray publish deployed again at its percent): the pipeline made no
  // snapshot and so wrote no entry, but the row changed (operator, time).
  if (published.replayed) await ctx.audit(entry);
  return after;
}

export const routes: ServerRoute[] = [
  ...folderRoutes,
  routeOf(ep.list, {
    rule: right,
    summary: "The project's experiments v2 of one env and platform, id descending (the web splits active and FINISHED)",
    async handler({ db, project, query }) {
      const rows = await db
        .select()
        .from(experiments)
        .where(
          and(
            eq(experiments.projectCode, project.code),
            eq(experiments.kind, 2),
            eq(experiments.env, query.env),
            eq(experiments.platform, query.platform),
          ),
        )
        .orderBy(desc(experiments.id));
      return rows.map(toApi);
    },
  }),
  routeOf(ep.get, {
    rule: right,
    summary: 'One experiment v2',
    handler: async (ctx) => toApi(await load(ctx, ctx.params.id)),
  }),
  routeOf(ep.create, {
    rule: right,
    summary: 'Create an experiment v2 (READY) from the wizard',
    async handler(ctx) {
      const { db, project, body, audit } = ctx;
      const groups = storedGroups(body);
      await checkReferences(db, project.code, body, groups);
      const [row] = await db
        .insert(experiments)
        .values({
          projectCode: project.code,
          kind: 2,
          name: body.name,
          aaTag: body.aaTag,
          platform: body.platform,
          env: body.env,
          status: 'READY',
          percent: body.percent ?? DEFAULT_PERCENT,
          filter: storedFilter(body.filter),
          joinRule: body.joinRule,
          groups,
          copyFrom: body.copyFrom ?? null,
          operator: operatorOf(ctx),
        })
        .returning();
      await audit({ area: AREA, action: 'createV2', target: row.id, after: toApi(row) });
      return toApi(row);
    },
  }),
  routeOf(ep.update, {
    rule: right,
    summary: 'Update an experiment v2 (READY only; platform and env stay)',
    async handler(ctx) {
      const { db, project, body, audit } = ctx;
      const before = await load(ctx, ctx.params.id);
      if (before.status !== 'READY') throw conflict(V2_ERRORS.editOnlyReady(before.id, before.status));
      const groups = storedGroups(body);
      await checkReferences(db, project.code, body, groups);
      const [row] = await db
        .update(experiments)
        .set({
          name: body.name,
          aaTag: body.aaTag,
          percent: body.percent ?? before.percent,
          filter: storedFilter(body.filter),
          joinRule: body.joinRule,
          groups,
          copyFrom: body.copyFrom ?? null,
          operator: operatorOf(ctx),
          updatedAt: new Date(),
        })
        .where(eq(experiments.id, before.id))
        .returning();
      await audit({ area: AREA, action: 'updateV2', target: row.id, before: toApi(before), after: toApi(row) });
      return toApi(row);
    },
  }),
  routeOf(ep.deploy, {
    rule: right,
    summary:
      'Deploy an experiment v2 to its env (not FINISHED or RUNNING; under 100 % a GRAY_PUBLISH; prod: owners and admins; refused on an overlap)',
    async handler(ctx) {
      const before = await load(ctx, ctx.params.id);
      requireProdFirst(ctx, before.env);
      if (before.status === 'FINISHED') throw conflict(V2_ERRORS.deployFinished(before.id));
      if (before.status === 'RUNNING') throw conflict(V2_ERRORS.deployRunning(before.id));
      const percent = ctx.body.percent ?? before.percent;
      await assertNoOverlap(ctx.db, ctx.project.code, before.env as Env, footprint(before));
      return changeRunning(ctx, before, { status: statusFor(percent), percent }, 'deployV2');
    },
  }),
  routeOf(ep.shutdown, {
    rule: right,
    summary: 'Shut an experiment v2 down (RUNNING or GRAY_PUBLISH to FINISHED; prod: owners and admins)',
    async handler(ctx) {
      const before = await load(ctx, ctx.params.id);
      requireProdFirst(ctx, before.env);
      if (!isLive(before.status)) throw conflict(V2_ERRORS.shutdownState(before.id, before.status));
      return changeRunning(ctx, before, { status: 'FINISHED' }, 'shutdownV2');
    },
  }),
  routeOf(ep.adjust, {
    rule: right,
    summary:
      'Adjust a running experiment v2: weights, percent and filter only; starts a new phase (users assigned before keep their group)',
    async handler(ctx) {
      const { body } = ctx;
      const before = await load(ctx, ctx.params.id);
      requireProdFirst(ctx, before.env);
      if (!isLive(before.status)) throw conflict(V2_ERRORS.adjustState(before.id, before.status));
      const old = before.groups as WizardGroup[];
      if (body.weights.length !== old.length)
        throw badRequest(V2_ERRORS.adjustGroups(old.length), [{ path: 'weights', message: V2_ERRORS.adjustGroups(old.length) }]);
      if (before.joinRule && !joinRuleInside(before.joinRule.lv, body.filter.lv))
        throw badRequest(V2_MESSAGES.joinRuleInside, [{ path: 'filter.lv', message: V2_MESSAGES.joinRuleInside }]);
      const filter = storedFilter(body.filter);
      const groups = old.map((g, i) => ({ ...g, weight: body.weights[i] }));
      // A wider filter may reach levels another running experiment changes.
      await assertNoOverlap(ctx.db, ctx.project.code, before.env as Env, footprint({ ...before, filter }));
      return changeRunning(
        ctx,
        before,
        { percent: body.percent, status: statusFor(body.percent), filter, groups, phase: before.phase + 1 },
        'adjustV2',
      );
    },
  }),
];
