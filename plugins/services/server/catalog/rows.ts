// The catalog's answers built from rows: a server without its credential (only whether one is
// set), a service without its token hash, with the latest deployment per env.
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { notFound } from '../../../../core/server/errors';
import { isRowId } from '../../../../core/shared/zod';
import type { DeployEnv, DeploymentRow, ServerRow, ServiceRow } from '../../shared';
import { DEPLOY_ENVS } from '../../shared';
import { serviceDeployments, servers, services } from '../db';
// One row shape for a deployment, the deploys part's (the latest-per-env table shows the same rows).
import { deploymentRow } from '../deploys/rows';

export type ServerRecord = typeof servers.$inferSelect;
export type ServiceRecord = typeof services.$inferSelect;

export function serverRowOf(s: ServerRecord): ServerRow {
  return {
    id: s.id,
    name: s.name,
    ip: s.ip,
    intranetIp: s.intranetIp,
    sshUser: s.sshUser,
    sshPort: s.sshPort,
    credentialSet: s.credentialSealed !== '',
    serviceRootDir: s.serviceRootDir,
    updatedAt: s.updatedAt.toISOString(),
  };
}

/** The row of a path's `:id`, or 404. */
export async function findServer(db: Db, rawId: string): Promise<ServerRecord> {
  const id = Number(rawId);
  const [row] = isRowId(id) ? await db.select().from(servers).where(eq(servers.id, id)) : [];
  if (!row) throw notFound('No such server');
  return row;
}

export async function findService(db: Db, rawId: string): Promise<ServiceRecord> {
  const id = Number(rawId);
  const [row] = isRowId(id) ? await db.select().from(services).where(eq(services.id, id)) : [];
  if (!row) throw notFound('No such service');
  return row;
}

export async function listServers(db: Db): Promise<ServerRow[]> {
  return (await db.select().from(servers).orderBy(asc(servers.name), asc(servers.id))).map(serverRowOf);
}

/** The latest deployment per (service, env), in the envs' order (dev, sandbox, prod). */
async function latestDeployments(db: Db, serviceIds: number[]): Promise<Map<number, DeploymentRow[]>> {
  const out = new Map<number, DeploymentRow[]>();
  if (!serviceIds.length) return out;
  const rows = await db
    .selectDistinctOn([serviceDeployments.serviceId, serviceDeployments.env], { d: serviceDeployments, serverName: servers.name })
    .from(serviceDeployments)
    .leftJoin(servers, eq(servers.id, serviceDeployments.serverId))
    .where(inArray(serviceDeployments.serviceId, serviceIds))
    .orderBy(serviceDeployments.serviceId, serviceDeployments.env, desc(serviceDeployments.id));
  const envOrder = (e: string) => DEPLOY_ENVS.indexOf(e as DeployEnv);
  for (const { d, serverName } of rows) {
    const list = out.get(d.serviceId) ?? [];
    list.push(deploymentRow(d, serverName ?? ''));
    out.set(d.serviceId, list);
  }
  for (const list of out.values()) list.sort((a, b) => envOrder(a.env) - envOrder(b.env));
  return out;
}

export function serviceRowOf(s: ServiceRecord, deployments: DeploymentRow[] = []): ServiceRow {
  return {
    id: s.id,
    name: s.name,
    projectCode: s.projectCode ?? '',
    repository: s.repository,
    host: s.host,
    livenessProbe: s.livenessProbe,
    status: s.status,
    statusCheckedAt: s.statusCheckedAt ? s.statusCheckedAt.toISOString() : null,
    deployTemplate: s.deployTemplate,
    apiTokenSet: s.apiTokenHash !== '',
    updatedAt: s.updatedAt.toISOString(),
    service_deployments: deployments,
  };
}

export async function listServices(db: Db): Promise<ServiceRow[]> {
  const rows = await db.select().from(services).orderBy(asc(services.name));
  const latest = await latestDeployments(db, rows.map((r) => r.id));
  return rows.map((r) => serviceRowOf(r, latest.get(r.id) ?? []));
}

export async function serviceRow(db: Db, s: ServiceRecord): Promise<ServiceRow> {
  return serviceRowOf(s, (await latestDeployments(db, [s.id])).get(s.id) ?? []);
}
