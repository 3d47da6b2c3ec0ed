// A deployment as the API answers it (000 §3 Service deployment): its server's name joined in.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import type { DeploymentRow } from '../../shared';
import { serviceDeployments, servers } from '../db';

export type DeploymentRecord = typeof serviceDeployments.$inferSelect;

export function deploymentRow(d: DeploymentRecord, serverName: string): DeploymentRow {
  return {
    id: d.id,
    serviceId: d.serviceId,
    env: d.env,
    serverId: d.serverId,
    server: { name: serverName },
    port: d.port,
    ccNamespace: d.ccNamespace,
    branch: d.branch,
    deployOnly: d.deployOnly,
    dockerImageUrl: d.dockerImageUrl,
    state: d.state,
    result: d.result ?? null,
    rollbackOf: d.rollbackOf,
    jobId: d.jobId,
    operator: d.operator,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export async function deploymentsPage(db: Db, serviceId: number, env: string | undefined, pn: number, ps: number) {
  const where: SQL = env
    ? and(eq(serviceDeployments.serviceId, serviceId), eq(serviceDeployments.env, env as DeploymentRow['env']))!
    : eq(serviceDeployments.serviceId, serviceId);
  const rows = await db
    .select({ d: serviceDeployments, serverName: servers.name })
    .from(serviceDeployments)
    .leftJoin(servers, eq(servers.id, serviceDeployments.serverId))
    .where(where)
    .orderBy(desc(serviceDeployments.id))
    .limit(ps)
    .offset((pn - 1) * ps);
  const [{ n }] = await db.select({ n: count() }).from(serviceDeployments).where(where);
  return { result: rows.map((r) => deploymentRow(r.d, r.serverName ?? '')), total: Number(n) };
}

export async function deploymentOf(db: Db, serviceId: number, deploymentId: number) {
  const [r] = await db
    .select({ d: serviceDeployments, serverName: servers.name })
    .from(serviceDeployments)
    .leftJoin(servers, eq(servers.id, serviceDeployments.serverId))
    .where(and(eq(serviceDeployments.id, deploymentId), eq(serviceDeployments.serviceId, serviceId)));
  return r ? { record: r.d, row: deploymentRow(r.d, r.serverName ?? '') } : null;
}
