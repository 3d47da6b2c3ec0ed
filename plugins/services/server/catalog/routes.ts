// The catalog part's routes (000 §7 Servers; 001 §7 Admin services), admins only, plus the
// services' own API error report (their token, no session). Credentials and tokens are write-only:
// answers and audit entries say whether one is set, never its value.
import { and, eq, ne } from 'drizzle-orm';
import { badRequest, conflict, unauthorized } from '../../../../core/server/errors';
import { routeOf, type RouteContext, type ServerRoute } from '../../../../core/server/plugin';
import { projects } from '../../../../core/server/db/schema';
import type { Db } from '../../../../core/server/db/connect';
import { rule } from '../../../../core/shared/access';
import { catalogEndpoints as ep } from '../../endpoints/catalog';
import { apiLogReportSchema, CATALOG_MESSAGES as M, type ApiLogReport, type ServerBody, type ServiceBody } from '../../schemas/catalog';
import { toApiIssues } from '../../../../core/shared/zod';
import { PLUGIN_ID, RIGHT_SERVICES } from '../../shared';
import { servers, services } from '../db';
import { apiLogsPage, recordApiLogs } from './apiLogs';
import { probeService } from './probe';
import {
  findProjectService,
  findServer,
  findService,
  listServers,
  operatorServiceRow,
  listServices,
  serverRowOf,
  serviceRow,
  serviceRowOf,
  type ServerRecord,
} from './rows';
import { bearerToken, hashApiToken, newApiToken } from './tokens';

const admin = rule.admin;
/** Issue 29 #13: a project's operators read its services (LIMIT users stay out even with the right). */
const operator = rule.right(RIGHT_SERVICES, { limit: false });

/** The report's body, checked against its schema once the token is known good. */
function reportBody(text: string): ApiLogReport {
  let value: unknown = {};
  if (text.trim()) {
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest('Malformed JSON body');
    }
  }
  const parsed = apiLogReportSchema.safeParse(value);
  if (!parsed.success) {
    const issues = toApiIssues(parsed.error);
    throw badRequest(issues[0]?.message ?? 'Invalid input', issues);
  }
  return parsed.data;
}
const issue = (path: string, message: string) => badRequest(message, [{ path, message }]);

async function nameTaken(db: Db, table: typeof servers | typeof services, name: string, exceptId?: number) {
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(exceptId ? and(eq(table.name, name), ne(table.id, exceptId)) : eq(table.name, name));
  return !!row;
}

/** The credential column after a save: a new one sealed, a clear, or the stored one kept. */
function sealedCredential(
  ctx: Pick<RouteContext, 'services'>,
  body: ServerBody,
  before: ServerRecord | null,
): { sealed: string; change: string | null } {
  const had = !!before?.credentialSealed;
  if (body.credential)
    return { sealed: ctx.services.secrets.encrypt(body.credential), change: had ? 'credential replaced' : 'credential set' };
  if (body.clearCredential) return { sealed: '', change: had ? 'credential cleared' : null };
  return { sealed: before?.credentialSealed ?? '', change: null };
}

/** What an audit entry shows of a server: its fields and whether a credential is set. */
const auditedServer = (s: ServerRecord) => {
  const { credentialSealed: _sealed, createdAt: _c, updatedAt: _u, ...rest } = s;
  return { ...rest, credentialSet: s.credentialSealed !== '' };
};

const serverValues = (body: ServerBody) => ({
  name: body.name,
  ip: body.ip,
  intranetIp: body.intranetIp,
  sshUser: body.sshUser,
  sshPort: body.sshPort,
  serviceRootDir: body.serviceRootDir,
});

async function checkService(db: Db, body: ServiceBody, exceptId?: number) {
  if (await nameTaken(db, services, body.name, exceptId)) throw conflict(M.serviceExisted);
  if (body.projectCode) {
    const [p] = await db.select({ code: projects.code }).from(projects).where(eq(projects.code, body.projectCode));
    if (!p) throw issue('projectCode', M.projectUnknown);
  }
}

const serviceValues = (body: ServiceBody) => ({
  name: body.name,
  projectCode: body.projectCode || null,
  repository: body.repository,
  host: body.host,
  livenessProbe: body.livenessProbe,
  deployTemplate: body.deployTemplate,
});
const auditedService = (s: typeof services.$inferSelect) => {
  const { apiTokenHash: _hash, createdAt: _c, updatedAt: _u, status: _s, statusCheckedAt: _at, ...rest } = s;
  return { ...rest, apiTokenSet: s.apiTokenHash !== '' };
};

export const routes: ServerRoute[] = [
  // ---- The services' report (static path; before any `:id` route)
  {
    ...routeOf(ep.reportApiLogs, {
      rule: rule.public,
      summary: "Services: report API errors with the service's token (Authorization: Bearer); counts add up per server, api and errCode",
      async handler({ c, db }) {
        // The token first: a caller without a valid one learns nothing about the body's rules (401, not 400).
        const token = bearerToken(c.req.header('authorization'));
        const [svc] = token
          ? await db
              .select({ id: services.id })
              .from(services)
              .where(eq(services.apiTokenHash, hashApiToken(token)))
          : [];
        if (!svc) throw unauthorized(M.badToken);
        const body = reportBody(await c.req.text());
        // Committed with the request's transaction: answered means stored.
        const accepted = await recordApiLogs(db, svc.id, body);
        return { message: 'OK', accepted };
      },
    }),
    // Parsed by the handler after the token check (the edge still refuses NUL and lone surrogates).
    body: undefined,
  },

  // ---- Servers (000 §7)
  routeOf(ep.servers, {
    rule: admin,
    summary: 'Servers; the credential only as whether one is set',
    handler: async ({ db }) => ({ result: await listServers(db) }),
  }),
  routeOf(ep.createServer, {
    rule: admin,
    summary: 'Create a server; its credential (an SSH key or password) is stored encrypted and never answered',
    async handler(ctx) {
      const { db, body, audit } = ctx;
      if (await nameTaken(db, servers, body.name)) throw conflict(M.serverExisted);
      const { sealed, change } = sealedCredential(ctx, body, null);
      const [row] = await db
        .insert(servers)
        .values({ ...serverValues(body), credentialSealed: sealed })
        .returning();
      await audit({
        area: PLUGIN_ID,
        action: 'createServer',
        target: row.name,
        after: { ...auditedServer(row), ...(change ? { change } : {}) },
      });
      return { message: M.created, result: serverRowOf(row) };
    },
  }),
  routeOf(ep.updateServer, {
    rule: admin,
    summary: 'Update a server; an empty credential keeps the stored one, clearCredential removes it',
    async handler(ctx) {
      const { db, body, params, audit } = ctx;
      const before = await findServer(db, params.id);
      if (await nameTaken(db, servers, body.name, before.id)) throw conflict(M.serverExisted);
      const { sealed, change } = sealedCredential(ctx, body, before);
      const [row] = await db
        .update(servers)
        .set({ ...serverValues(body), credentialSealed: sealed, updatedAt: new Date() })
        .where(eq(servers.id, before.id))
        .returning();
      await audit({
        area: PLUGIN_ID,
        action: 'updateServer',
        target: row.name,
        before: auditedServer(before),
        after: { ...auditedServer(row), ...(change ? { change } : {}) },
      });
      return { message: M.updated, result: serverRowOf(row) };
    },
  }),

  // ---- Services (001 §7 Admin services)
  routeOf(ep.services, {
    rule: admin,
    summary: 'Services with the latest deployment per env, and the projects they may belong to',
    async handler({ db }) {
      const result = await listServices(db);
      const list = await db.select({ code: projects.code, nickname: projects.nickname }).from(projects).orderBy(projects.code);
      return { result, projects: list };
    },
  }),
  routeOf(ep.createService, {
    rule: admin,
    summary: 'Create a service (name unique)',
    async handler({ db, body, audit }) {
      await checkService(db, body);
      const [row] = await db.insert(services).values(serviceValues(body)).returning();
      await audit({ area: PLUGIN_ID, action: 'createService', target: row.name, after: auditedService(row) });
      return { message: M.created, result: serviceRowOf(row) };
    },
  }),
  routeOf(ep.updateService, {
    rule: admin,
    summary: 'Update a service',
    async handler({ db, body, params, audit }) {
      const before = await findService(db, params.id);
      await checkService(db, body, before.id);
      const [row] = await db
        .update(services)
        .set({ ...serviceValues(body), updatedAt: new Date() })
        .where(eq(services.id, before.id))
        .returning();
      await audit({
        area: PLUGIN_ID,
        action: 'updateService',
        target: row.name,
        before: auditedService(before),
        after: auditedService(row),
      });
      return { message: M.updated, result: await serviceRow(db, row) };
    },
  }),
  routeOf(ep.apiToken, {
    rule: admin,
    summary: 'Make a new API token for the service (the old one stops working); answered once, stored as its sha256',
    async handler({ db, params, audit }) {
      const svc = await findService(db, params.id);
      const token = newApiToken();
      await db
        .update(services)
        .set({ apiTokenHash: hashApiToken(token) })
        .where(eq(services.id, svc.id));
      await audit({
        area: PLUGIN_ID,
        action: 'serviceApiToken',
        target: svc.name,
        after: { change: svc.apiTokenHash ? 'API token replaced' : 'API token set' },
      });
      return { message: 'A new API token is made; the previous one no longer works', token };
    },
  }),
  routeOf(ep.probe, {
    rule: admin,
    summary: "Check a service's liveness now (GET its livenessProbe, 5 s timeout) and store what was seen",
    // The probe waits up to 5 s on the network: not inside a transaction holding the database.
    transaction: false,
    async handler({ db, params, audit }) {
      const svc = await findService(db, params.id);
      const { status, statusCheckedAt } = await probeService(db, svc);
      await audit({ area: PLUGIN_ID, action: 'probeService', target: svc.name, before: { status: svc.status }, after: { status } });
      return { status, statusCheckedAt: statusCheckedAt.toISOString() };
    },
  }),
  routeOf(ep.apiLogs, {
    rule: admin,
    summary: "A service's API error counts, count descending, a page at a time, with the threshold statistic",
    async handler({ db, params, query }) {
      const svc = await findService(db, params.id);
      return apiLogsPage(db, svc.id, query);
    },
  }),

  // ---- A project's services, for its operators (issue 29 #13): read-only, scoped by the path's project
  routeOf(ep.projectServices, {
    rule: operator,
    summary: "The project's services: status and the latest deployment per env (no deploy template, no failure reason)",
    handler: async ({ db, project }) => ({ result: (await listServices(db, project.code)).map(operatorServiceRow) }),
  }),
  routeOf(ep.projectApiLogs, {
    rule: operator,
    summary: "A project's service's API error counts (another project's service is 404)",
    async handler({ db, params, query, project }) {
      const svc = await findProjectService(db, params.id, project.code);
      return apiLogsPage(db, svc.id, query);
    },
  }),
];
