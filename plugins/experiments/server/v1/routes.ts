// Experiments v1 (001 §7, 002 §7): list, get one with its deployments, create, update (PUT),
// deploy to an env and switch an env's deployment on or off, and the puzzle the detail's cell
// names. Deploy and switch are for the project's owners and admins on either env (001 §6); what
// runs on an env is republished after each of them (../live.ts).
import { and, count, desc, eq } from 'drizzle-orm';
import { operatorName } from '../../../../core/shared/auth';
import { badRequest, conflict, forbidden, notFound } from '../../../../core/server/errors';
import { routeOf, type ServerRoute } from '../../../../core/server/plugin';
import type { PublishContext } from '../../../../core/server/publish/publishable';
import { requireProdAccess } from '../../../../core/server/prodAccess';
import { experimentDeployments, experiments, type ExperimentRow } from '../../../../core/server/db/experiments';
import { isOwnerOrAdmin, rule as access } from '../../../../core/shared/access';
import type { Env } from '../../../../core/shared/constants';
import { RIGHT_EXPERIMENTS } from '../../shared';
import { v1Endpoints } from '../../endpoints/v1';
import { V1_MESSAGES } from '../../schemas/v1';
import { publishRunning } from '../live';
import { assertNoOverlap, footprint } from '../overlap';
import { releaseLevels } from './releaseLevels';
import {
  currentDeploys,
  deploymentsOf,
  findExperiment,
  missingPuzzles,
  puzzleInfo,
  storedValues,
  toApi,
  toDeployment,
  V1_KIND,
  withDeploys,
} from './experiments';

const right = access.right(RIGHT_EXPERIMENTS);

export const V1_ERRORS = {
  notFound: 'Experiment not found',
  puzzleNotFound: 'Puzzle not found',
  ownersOnly: V1_MESSAGES.ownersOnly,
  notDeployed: (env: Env) => V1_MESSAGES.notDeployed(env),
};

const operatorOf = (ctx: { user: { displayName?: string | null; mail: string } }) => operatorName(ctx.user);

/** 001 §6: deploy and the enable switches are for owners and admins, sandbox too. */
function requireOwnerOrAdmin(ctx: PublishContext) {
  if (!isOwnerOrAdmin(ctx.user, ctx.project)) throw forbidden(V1_ERRORS.ownersOnly);
}

async function experimentOf(ctx: PublishContext, id: string): Promise<ExperimentRow> {
  const row = await findExperiment(ctx.db, ctx.project.code, id);
  if (!row) throw notFound(V1_ERRORS.notFound);
  return row;
}

/**
 * Publishes what runs on `env` with this request's one audit entry: the move writes it with its
 * snapshot; when nothing live changed (no new snapshot), the route writes it itself.
 */
async function republish(ctx: PublishContext, env: Env, entry: { action: string; target: number; before?: unknown; after?: unknown }) {
  const audit = { area: 'experiments', ...entry };
  const { replayed } = await publishRunning(ctx, env, { audit: () => audit });
  if (replayed) await ctx.audit(audit);
}

export const routes: ServerRoute[] = [
  routeOf(v1Endpoints.list, {
    rule: right,
    summary: "The project's v1 experiments, newest first, each with its current sandbox and prod deployment",
    async handler({ db, project, query }) {
      const where = and(eq(experiments.projectCode, project.code), eq(experiments.kind, V1_KIND));
      const [{ total }] = await db.select({ total: count() }).from(experiments).where(where);
      const rows = await db
        .select()
        .from(experiments)
        .where(where)
        .orderBy(desc(experiments.id))
        .limit(query.ps)
        .offset((query.pn - 1) * query.ps);
      const current = currentDeploys(
        await deploymentsOf(
          db,
          rows.map((r) => r.id),
        ),
      );
      return { experiments: rows.map((r) => toApi(r, current.get(r.id) ?? {})), total };
    },
  }),
  routeOf(v1Endpoints.releaseLevels, {
    rule: right,
    summary:
      "Each level's default puzzle from the latest published release (of a release type), boss levels marked from its boss_begin and boss_interval",
    handler: (ctx) => releaseLevels(ctx, ctx.query.type),
  }),
  // Before `/experiment/:id` in the list, though the paths never meet (two segments against one).
  routeOf(v1Endpoints.puzzle, {
    rule: right,
    summary: 'One puzzle of the project for the puzzle detail modal: id, name, pictures, attributes, folders',
    async handler({ db, project, params }) {
      const puzzle = await puzzleInfo(db, project.code, params.puzzleId);
      if (!puzzle) throw notFound(V1_ERRORS.puzzleNotFound);
      return { puzzle };
    },
  }),
  routeOf(v1Endpoints.get, {
    rule: right,
    summary: 'One v1 experiment with every deployment, newest first (the detail page)',
    async handler(ctx) {
      const row = await experimentOf(ctx, ctx.params.id);
      const deployments = await deploymentsOf(ctx.db, [row.id]);
      return { experiment: { ...toApi(row, currentDeploys(deployments).get(row.id) ?? {}), deployments: deployments.map(toDeployment) } };
    },
  }),
  routeOf(v1Endpoints.create, {
    rule: right,
    summary: 'Create a v1 experiment: name, client-version filter, scope, groups with weights and a puzzle per level',
    async handler(ctx) {
      const issues = await missingPuzzles(ctx.db, ctx.project.code, ctx.body);
      if (issues.length) throw badRequest(issues[0].message, issues);
      const [row] = await ctx.db
        .insert(experiments)
        .values({ projectCode: ctx.project.code, kind: V1_KIND, ...storedValues(ctx.body), operator: operatorOf(ctx) })
        .returning();
      const experiment = toApi(row, {});
      await ctx.audit({ area: 'experiments', action: 'create', target: row.id, after: experiment });
      return { experiment };
    },
  }),
  routeOf(v1Endpoints.update, {
    rule: right,
    summary: 'Update a v1 experiment (the create body); where it runs, clients get it at once (prod: owners and admins)',
    async handler(ctx) {
      const before = await experimentOf(ctx, ctx.params.id);
      const issues = await missingPuzzles(ctx.db, ctx.project.code, ctx.body);
      if (issues.length) throw badRequest(issues[0].message, issues);
      const current = currentDeploys(await deploymentsOf(ctx.db, [before.id])).get(before.id) ?? {};
      const running = (['sandbox', 'prod'] as const).filter((env) => current[env]?.enable);
      if (running.includes('prod')) requireProdAccess(ctx, 'prod');
      const values = storedValues(ctx.body);
      // Users assigned before a change of weights or filter keep their group (live.ts: phase).
      const reassigns =
        running.length > 0 &&
        (JSON.stringify(values.filter) !== JSON.stringify(before.filter) ||
          JSON.stringify(values.groups.map((g) => [g.tag, g.weight])) !==
            JSON.stringify((before.groups as { tag: string; weight: number }[]).map((g) => [g.tag, g.weight])));
      const [row] = await ctx.db
        .update(experiments)
        .set({ ...values, phase: reassigns ? before.phase + 1 : before.phase, operator: operatorOf(ctx), updatedAt: new Date() })
        .where(eq(experiments.id, before.id))
        .returning();
      // Where it runs, the edited scope and puzzles must not clash with another running experiment.
      for (const env of running) await assertNoOverlap(ctx.db, ctx.project.code, env, footprint(row));
      const experiment = toApi(row, current);
      const entry = { action: 'update', target: row.id, before: toApi(before, current), after: experiment };
      if (!running.length) await ctx.audit({ area: 'experiments', ...entry });
      // The edit's entry goes with the first env's snapshot; a second env's snapshot has its own.
      for (const [i, env] of running.entries()) {
        if (i === 0) await republish(ctx, env, entry);
        else await publishRunning(ctx, env, { audit: () => ({ area: 'experiments', action: 'republish', target: row.id }) });
      }
      return { experiment };
    },
  }),
  routeOf(v1Endpoints.deploy, {
    rule: right,
    summary: 'Deploy a v1 experiment to sandbox or prod (owners and admins): a new deployment there, Running',
    async handler(ctx) {
      requireOwnerOrAdmin(ctx);
      const row = await experimentOf(ctx, ctx.params.id);
      const { env } = ctx.body;
      await assertNoOverlap(ctx.db, ctx.project.code, env, footprint(row));
      const [deployment] = await ctx.db
        .insert(experimentDeployments)
        .values({ experimentId: row.id, env, enable: true, operator: operatorOf(ctx) })
        .returning();
      const experiment = await withDeploys(ctx.db, row);
      await republish(ctx, env, { action: 'deploy', target: row.id, after: { env, deployment: toDeployment(deployment) } });
      return { experiment, deployment: toDeployment(deployment) };
    },
  }),
  routeOf(v1Endpoints.switchEnable, {
    rule: right,
    summary: "Switch a v1 experiment's deployment on an env on (Running) or off (Closed) (owners and admins; deployed there first)",
    async handler(ctx) {
      requireOwnerOrAdmin(ctx);
      const row = await experimentOf(ctx, ctx.params.id);
      const { env, enable } = ctx.body;
      const [last] = await ctx.db
        .select()
        .from(experimentDeployments)
        .where(and(eq(experimentDeployments.experimentId, row.id), eq(experimentDeployments.env, env)))
        .orderBy(desc(experimentDeployments.id))
        .limit(1);
      if (!last) throw conflict(V1_ERRORS.notDeployed(env));
      if (enable) await assertNoOverlap(ctx.db, ctx.project.code, env, footprint(row));
      const [deployment] = await ctx.db
        .update(experimentDeployments)
        .set({ enable, operator: operatorOf(ctx), updatedAt: new Date() })
        .where(eq(experimentDeployments.id, last.id))
        .returning();
      const experiment = await withDeploys(ctx.db, row);
      await republish(ctx, env, {
        action: enable ? 'enable' : 'disable',
        target: row.id,
        before: toDeployment(last),
        after: toDeployment(deployment),
      });
      return { experiment, deployment: toDeployment(deployment) };
    },
  }),
];
