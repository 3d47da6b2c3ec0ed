// The deploys part's routes (001 §7 "Admin services"; admins only, as the whole plugin): a
// service's deployments (newest first, 15 a page), one with its log, deploy, cancel, rollback,
// and what the Deploy Info screen picks from. A deploy creates the deployment and enqueues its
// job in the request's transaction; one active deploy per service and env (the unique partial
// index is the guard; a second one answers 409). Every mutation is audited (no credential is in a row).
import { and, asc, eq, inArray } from 'drizzle-orm';
import { conflict, badRequest, notFound, sqlStateOf } from '../../../../core/server/errors';
import { routeOf, type RouteContext, type ServerRoute } from '../../../../core/server/plugin';
import { rule } from '../../../../core/shared/access';
import { operatorName } from '../../../../core/shared/auth';
import { deployEndpoints as ep } from '../../endpoints/deploys';
import { DEPLOY_MESSAGES, isPathId, type DeployBody } from '../../schemas/deploys';
import { findService } from '../catalog/rows';
import { ACTIVE_DEPLOY_STATES, PLUGIN_ID } from '../../shared';
import { serviceDeployments, servers, services } from '../db';
import { deploymentOf, deploymentsPage } from './rows';
import { isLocalServer } from './deployJob';
import { deploySettings, JOB_DEPLOY } from './settings';

type Ctx = Pick<RouteContext, 'db' | 'user' | 'services' | 'audit'>;

async function deploymentIn(ctx: Pick<RouteContext, 'db'>, serviceId: number, deploymentId: string) {
  const d = isPathId(deploymentId) ? await deploymentOf(ctx.db, serviceId, Number(deploymentId)) : null;
  if (!d) throw notFound('No such deployment');
  return d;
}

/** Creates the deployment (init) and its job, both in the request's transaction. */
async function startDeploy(
  ctx: Ctx,
  service: { id: number; name: string; projectCode: string | null },
  body: DeployBody,
  rollbackOf: number | null,
) {
  const [server] = await ctx.db
    .select({ id: servers.id, ip: servers.ip, credentialSealed: servers.credentialSealed })
    .from(servers)
    .where(eq(servers.id, body.serverId));
  if (!server) throw badRequest(DEPLOY_MESSAGES.server, [{ path: 'serverId', message: DEPLOY_MESSAGES.server }]);
  // The local runner runs the script on this host: only when the console was started to allow it.
  if (isLocalServer(server) && !deploySettings.localRunner()) throw conflict(DEPLOY_MESSAGES.localRunnerOff);
  const active = await ctx.db
    .select({ id: serviceDeployments.id })
    .from(serviceDeployments)
    .where(
      and(
        eq(serviceDeployments.serviceId, service.id),
        eq(serviceDeployments.env, body.env),
        inArray(serviceDeployments.state, [...ACTIVE_DEPLOY_STATES]),
      ),
    );
  if (active.length) throw conflict(DEPLOY_MESSAGES.oneActive);
  let id: number;
  try {
    [{ id }] = await ctx.db
      .insert(serviceDeployments)
      .values({ serviceId: service.id, ...body, state: 'init', rollbackOf, operator: operatorName(ctx.user) })
      .returning({ id: serviceDeployments.id });
  } catch (e) {
    // Two deploys at once: the index refuses the second.
    if (sqlStateOf(e) === '23505') throw conflict(DEPLOY_MESSAGES.oneActive);
    throw e;
  }
  const job = await ctx.services.jobs.enqueue(
    JOB_DEPLOY,
    { deploymentId: id },
    {
      maxAttempts: 1,
      createdBy: ctx.user.id,
      idempotencyKey: `deployment:${id}`,
      // The service's project: the Jobs screen shows it (and its members may read the job's status).
      project: service.projectCode || null,
    },
  );
  await ctx.db.update(serviceDeployments).set({ jobId: job.id }).where(eq(serviceDeployments.id, id));
  const { row } = (await deploymentOf(ctx.db, service.id, id))!;
  await ctx.audit({
    area: PLUGIN_ID,
    action: rollbackOf ? 'serviceRollback' : 'serviceDeploy',
    target: `${service.name}#${id}`,
    after: row,
  });
  return row;
}

export const routes: ServerRoute[] = [
  routeOf(ep.info, {
    rule: rule.admin,
    summary: 'The Deploy Info header: the service, every service (the selector) and the servers (the deploy modal)',
    handler: async (ctx) => {
      const service = await findService(ctx.db, ctx.params.id);
      const [all, srv] = await Promise.all([
        ctx.db.select({ id: services.id, name: services.name }).from(services).orderBy(asc(services.name)),
        ctx.db.select({ id: servers.id, name: servers.name, ip: servers.ip }).from(servers).orderBy(asc(servers.name)),
      ]);
      return { service: { id: service.id, name: service.name }, services: all, servers: srv };
    },
  }),
  routeOf(ep.list, {
    rule: rule.admin,
    summary: "A service's deployments, newest first (pn, ps 15, env optional)",
    handler: async (ctx) => {
      const service = await findService(ctx.db, ctx.params.id);
      return deploymentsPage(ctx.db, service.id, ctx.query.env, ctx.query.pn, ctx.query.ps);
    },
  }),
  routeOf(ep.get, {
    rule: rule.admin,
    summary: 'One deployment with its log (the output of its script, credentials redacted)',
    handler: async (ctx) => {
      const service = await findService(ctx.db, ctx.params.id);
      const { record, row } = await deploymentIn(ctx, service.id, ctx.params.deploymentId);
      return { ...row, log: record.log };
    },
  }),
  routeOf(ep.deploy, {
    rule: rule.admin,
    summary:
      'Deploy the service (a job: SSH to the server, run its deploy template, probe its liveness); one active deploy per service and env',
    handler: async (ctx) => {
      const service = await findService(ctx.db, ctx.params.id);
      return { message: DEPLOY_MESSAGES.deployed, deployment: await startDeploy(ctx, service, ctx.body, null) };
    },
  }),
  routeOf(ep.cancel, {
    rule: rule.admin,
    summary: 'Cancel an active deploy: aborted, its job cancelled and the remote command stopped',
    handler: async (ctx) => {
      const service = await findService(ctx.db, ctx.params.id);
      const { record } = await deploymentIn(ctx, service.id, ctx.params.deploymentId);
      const [done] = await ctx.db
        .update(serviceDeployments)
        .set({ state: 'aborted', result: { error: `Cancelled by ${operatorName(ctx.user)}` }, updatedAt: new Date() })
        .where(and(eq(serviceDeployments.id, record.id), inArray(serviceDeployments.state, [...ACTIVE_DEPLOY_STATES])))
        .returning({ id: serviceDeployments.id });
      if (!done) throw conflict(DEPLOY_MESSAGES.notActive);
      // The job's signal stops a running script; the job's own check of the row does too.
      if (record.jobId) await ctx.services.jobs.cancel(record.jobId).catch(() => undefined);
      const { row } = (await deploymentOf(ctx.db, service.id, record.id))!;
      await ctx.audit({
        area: PLUGIN_ID,
        action: 'serviceDeployCancel',
        target: `${service.name}#${record.id}`,
        before: { state: record.state },
        after: { state: row.state },
      });
      return { message: DEPLOY_MESSAGES.cancelled, deployment: row };
    },
  }),
  routeOf(ep.rollback, {
    rule: rule.admin,
    summary: 'Redeploy the exact image a successful deployment ran (same env, server, port, namespace)',
    handler: async (ctx) => {
      const service = await findService(ctx.db, ctx.params.id);
      const { record } = await deploymentIn(ctx, service.id, ctx.params.deploymentId);
      const image = record.result?.image;
      if (record.state !== 'success' || !image) throw conflict(DEPLOY_MESSAGES.noImage);
      const body: DeployBody = {
        env: record.env,
        serverId: record.serverId,
        port: record.port,
        branch: record.branch,
        ccNamespace: record.ccNamespace,
        deployOnly: false,
        dockerImageUrl: image,
      };
      return { message: DEPLOY_MESSAGES.rolledBack, deployment: await startDeploy(ctx, service, body, record.id) };
    },
  }),
];
