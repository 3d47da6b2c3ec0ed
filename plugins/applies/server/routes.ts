// The applies API (000 §7 "Apply, under /v1/{code}/apply"): create/sync, lists, detail, the two
// histories, deploy (owners and admins; refused for the folder-only apply type), pick puzzle into
// folders, and what a game server serves. Every change writes its audit entry and, when the conf
// changes, a modification row, in the request's transaction.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { rule as access, isOwnerOrAdmin } from '../../../core/shared/access';
import { conflict, forbidden, notFound, badRequest } from '../../../core/server/errors';
import { routeOf } from '../../../core/server/plugin';
import { requireProdAccess } from '../../../core/server/prodAccess';
import { readConfigKey } from '../../../core/shared/projectConfig';
import { appliesConfigSchema } from './config';
import { endpoints } from '../endpoints';
import { MESSAGES, RIGHT_APPLY, type ApplyDeployment, type ApplyModification } from '../shared';
import { applyOf, checkConf, experimentOf, operatorOf, sortedConf, toApi, toExperiment } from './applies';
import { applies, applyDeployments, applyModifications } from './db';
import { deployedOn } from './gameServer';
import { pickPuzzles, releaseTypesOf } from './pickPuzzle';
import { appliesPublishable } from './publishable';
import type { Db } from '../../../core/server/db/connect';
import { experiments } from '../../../core/server/db/experiments';

const right = access.right(RIGHT_APPLY);
const folderOnlyOf = (config: Record<string, unknown>) => readConfigKey(appliesConfigSchema, 'applies', config, null)?.folderOnly === true;
const sameConf = (a: object, b: object) => JSON.stringify(sortedConf(a as never)) === JSON.stringify(sortedConf(b as never));

const toDeployment = (d: typeof applyDeployments.$inferSelect): ApplyDeployment => ({
  id: d.id,
  applyId: d.applyId,
  env: d.env,
  conf: d.conf,
  returnId: d.returnId,
  operator: d.operator,
  updatedAt: d.updatedAt.toISOString(),
});
const toModification = (m: typeof applyModifications.$inferSelect): ApplyModification => ({
  id: m.id,
  applyId: m.applyId,
  env: m.env,
  experimentId: m.experimentId,
  conf: m.conf,
  operator: m.operator,
  updatedAt: m.updatedAt.toISOString(),
});

async function deployOf(db: Db, deployId: number | null) {
  if (deployId === null) return null;
  const [d] = await db.select().from(applyDeployments).where(eq(applyDeployments.id, deployId));
  return d ?? null;
}

/** The apply of the path, which must be of the query's (or body's) env. */
async function applyIn(db: Db, code: string, id: string, env: string) {
  const row = await applyOf(db, code, id);
  if (row.env !== env) throw conflict(MESSAGES.wrongEnv(row.env));
  return row;
}

export const applyRoutes = [
  routeOf(endpoints.sync, {
    rule: right,
    summary: "Create (sandbox) or sync to prod (prod: owners and admins) an experiment's apply: level -> the chosen group's puzzle",
    async handler({ db, user, project, body, audit }) {
      if (body.env === 'prod') requireProdAccess({ user, project }, 'prod');
      const experiment = toExperiment(await experimentOf(db, project.code, body.experimentId));
      checkConf(experiment, body.conf);
      const conf = sortedConf(body.conf);
      if (body.env === 'prod') {
        // Prod takes what was tried in sandbox: the sandbox apply's conf, nothing else.
        const [sandbox] = await db
          .select()
          .from(applies)
          .where(and(eq(applies.experimentId, experiment.id), eq(applies.env, 'sandbox')));
        if (!sandbox || !sameConf(sandbox.conf, conf)) throw conflict(MESSAGES.sandboxFirst);
      }
      const operator = operatorOf(user);
      const [before] = await db
        .select()
        .from(applies)
        .where(and(eq(applies.experimentId, experiment.id), eq(applies.env, body.env)));
      if (before && sameConf(before.conf, conf)) return { apply: toApi(before, await deployOf(db, before.deployId)) };
      const [row] = before
        ? await db.update(applies).set({ conf, operator, updatedAt: new Date() }).where(eq(applies.id, before.id)).returning()
        : await db
            .insert(applies)
            .values({ projectCode: project.code, experimentId: experiment.id, env: body.env, conf, operator })
            .returning();
      await db.insert(applyModifications).values({ applyId: row.id, env: row.env, experimentId: row.experimentId, conf, operator });
      const action = body.env === 'prod' ? 'syncProd' : before ? 'update' : 'create';
      await audit({
        area: 'applies',
        action,
        target: row.id,
        before: before ? { conf: before.conf } : undefined,
        after: { experimentId: row.experimentId, env: row.env, conf },
      });
      return { apply: toApi(row, await deployOf(db, row.deployId)) };
    },
  }),
  routeOf(endpoints.list, {
    rule: right,
    summary: "The env's applies (newest first, 10 a page), optionally one experiment's",
    async handler({ db, project, query }) {
      const where = and(
        eq(applies.projectCode, project.code),
        eq(applies.env, query.env),
        query.experimentId ? eq(applies.experimentId, query.experimentId) : undefined,
      );
      const page = await db
        .select({ apply: applies, deploy: applyDeployments, total: sql<number>`count(*) over ()`.mapWith(Number) })
        .from(applies)
        .leftJoin(applyDeployments, eq(applyDeployments.id, applies.deployId))
        .where(where)
        .orderBy(desc(applies.id))
        .limit(query.ps)
        .offset((query.pn - 1) * query.ps);
      const total = page.length ? page[0].total : (await db.select({ n: count() }).from(applies).where(where))[0].n;
      return { rows: page.map((r) => toApi(r.apply, r.deploy)), count: total };
    },
  }),
  routeOf(endpoints.gameServer, {
    rule: right,
    summary: "What the env's game server serves: every experiment's deployed apply (applyList)",
    async handler({ project, query, services }) {
      return { applyList: await deployedOn(services.publish, project.code, query.env) };
    },
  }),
  routeOf(endpoints.experiments, {
    rule: right,
    summary: "The project's v1 experiments an apply can come from (newest 100)",
    async handler({ db, project }) {
      const rows = await db
        .select({ id: experiments.id, name: experiments.name })
        .from(experiments)
        .where(and(eq(experiments.projectCode, project.code), eq(experiments.kind, 1)))
        .orderBy(desc(experiments.id))
        .limit(100);
      return { rows };
    },
  }),
  routeOf(endpoints.page, {
    rule: right,
    summary: "The apply page's experiment (v1: scope, each level's group puzzles), the project's release types and folder-only switch",
    async handler({ db, project, params }) {
      const experiment = toExperiment(await experimentOf(db, project.code, params.experimentId));
      return { experiment, releaseTypes: releaseTypesOf(project.config), folderOnly: folderOnlyOf(project.config) };
    },
  }),
  routeOf(endpoints.get, {
    rule: right,
    summary: 'One apply of the env with its experiment and apply_deployments (newest first)',
    async handler({ db, project, params, query }) {
      const row = await applyOf(db, project.code, params.id);
      if (row.env !== query.env) throw notFound(MESSAGES.applyNotFound);
      const deployments = await db
        .select()
        .from(applyDeployments)
        .where(eq(applyDeployments.applyId, row.id))
        .orderBy(desc(applyDeployments.id))
        .limit(100);
      const experiment = toExperiment(await experimentOf(db, project.code, row.experimentId));
      return {
        apply: toApi(row, deployments.find((d) => d.id === row.deployId) ?? null),
        experiment,
        deployments: deployments.map(toDeployment),
      };
    },
  }),
  routeOf(endpoints.modifications, {
    rule: right,
    summary: "An apply's modification history (every conf it had), newest first, 10 a page",
    async handler({ db, project, params, query }) {
      const row = await applyOf(db, project.code, params.id);
      const where = and(eq(applyModifications.applyId, row.id), eq(applyModifications.env, query.env));
      const rows = await db
        .select()
        .from(applyModifications)
        .where(where)
        .orderBy(desc(applyModifications.id))
        .limit(query.ps)
        .offset((query.pn - 1) * query.ps);
      const [{ n }] = await db.select({ n: count() }).from(applyModifications).where(where);
      return { rows: rows.map(toModification), count: n };
    },
  }),
  routeOf(endpoints.deployments, {
    rule: right,
    summary: "An apply's deployment history, newest first, 10 a page",
    async handler({ db, project, params, query }) {
      const row = await applyOf(db, project.code, params.id);
      const where = and(eq(applyDeployments.applyId, row.id), eq(applyDeployments.env, query.env));
      const rows = await db
        .select()
        .from(applyDeployments)
        .where(where)
        .orderBy(desc(applyDeployments.id))
        .limit(query.ps)
        .offset((query.pn - 1) * query.ps);
      const [{ n }] = await db.select({ n: count() }).from(applyDeployments).where(where);
      return { rows: rows.map(toDeployment), count: n };
    },
  }),
  routeOf(endpoints.deploy, {
    rule: right,
    summary: "Deploy an apply to its env's game server (owners and admins; not for the folder-only apply type; Idempotency-Key honoured)",
    async handler(ctx) {
      const { db, user, project, params, body } = ctx;
      // 002 §6: deploying an apply (any env) is for the project's owners and admins; prod answers
      // the house's prod message like every other prod change.
      requireProdAccess({ user, project }, body.env);
      if (!isOwnerOrAdmin(user, project)) throw forbidden(MESSAGES.deployOwners);
      if (folderOnlyOf(project.config)) throw conflict(MESSAGES.folderOnly);
      const row = await applyIn(db, project.code, params.id, body.env);
      const content = { applyId: row.id, experimentId: row.experimentId, conf: row.conf };
      const { snapshot, replayed } = await appliesPublishable.publish(ctx, { env: body.env, key: String(row.experimentId) }, content);
      // A retry (or the same conf again) made no snapshot: its deployment row is the one there.
      const [known] = replayed
        ? await db
            .select()
            .from(applyDeployments)
            .where(and(eq(applyDeployments.applyId, row.id), eq(applyDeployments.returnId, snapshot.id)))
        : [];
      const deployment =
        known ??
        (
          await db
            .insert(applyDeployments)
            .values({ applyId: row.id, env: row.env, conf: row.conf, returnId: snapshot.id, operator: operatorOf(user) })
            .returning()
        )[0];
      const [updated] = await db.update(applies).set({ deployId: deployment.id }).where(eq(applies.id, row.id)).returning();
      return { apply: toApi(updated, deployment), deployment: toDeployment(deployment), unchanged: replayed };
    },
  }),
  routeOf(endpoints.pickPuzzle, {
    rule: right,
    summary:
      "Replace each conf level's default puzzle in the project's folders by the chosen one (levels of the release type's latest release)",
    async handler({ db, user, project, params, body, audit }) {
      const types = releaseTypesOf(project.config);
      if (!types.includes(body.releaseType))
        throw badRequest(MESSAGES.releaseTypeUnknown(body.releaseType), [
          { path: 'releaseType', message: MESSAGES.releaseTypeUnknown(body.releaseType) },
        ]);
      const row = await applyIn(db, project.code, params.id, body.env);
      const { replaced, releaseId } = await pickPuzzles({ db, user, project }, row, body.releaseType);
      await audit({ area: 'applies', action: 'pickPuzzle', target: row.id, after: { releaseType: body.releaseType, releaseId, replaced } });
      return { replaced };
    },
  }),
];
