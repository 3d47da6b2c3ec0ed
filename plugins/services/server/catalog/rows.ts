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

/** A service of the path's project, or 404 (another project's service is not found, not forbidden). */
export async function findProjectService(db: Db, rawId: string, projectCode: string): Promise<ServiceRecord> {
  const svc = await findService(db, rawId);
  if (svc.projectCode !== projectCode) throw notFound('No such service');
  return svc;
}

/**
 * What an operator sees of a service (issue 29 #13): no deploy template (the admin's script), and
 * of each latest deployment no failure reason (it may name server addresses, like the log, which
 * stays on the admin-only Deploy Info).
 */
export function operatorServiceRow(s: ServiceRow): ServiceRow {
  return {
    ...s,
    deployTemplate: '',
    service_deployments: s.service_deployments.map((d) => {
      if (!d.result?.error) return d;
      const { error: _e, ...rest } = d.result;
      return { ...d, result: rest };
    }),
  };
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

/** All services (admins), or one project's (its operators, issue 29 #13): one query for both. */
export async function listServices(db: Db, projectCode?: string): Promise<ServiceRow[]> {
  const rows = await db
    .select()
    .from(services)
    .where(projectCode === undefined ? undefined : eq(services.projectCode, projectCode))
    .orderBy(asc(services.name));
  const latest = await latestDeployments(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => serviceRowOf(r, latest.get(r.id) ?? []));
}

export async function serviceRow(db: Db, s: ServiceRecord): Promise<ServiceRow> {
  return serviceRowOf(s, (await latestDeployments(db, [s.id])).get(s.id) ?? []);
}
