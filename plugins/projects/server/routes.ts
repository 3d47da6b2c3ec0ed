// The projects API: the signed-in user's projects, one project, and the admin's create/update.
import { hotCacheOf } from '../../../core/server/hotCache';
import { asc, eq, inArray } from 'drizzle-orm';
import { isOwnerOrAdmin, rule } from '../../../core/shared/access';
import type { ProjectForm } from '../../../core/shared/project';
import { badRequest, conflict } from '../../../core/server/errors';
import { projects, users } from '../../../core/server/db/schema';
import type { Db } from '../../../core/server/db/connect';
import { routeOf, type ServerPlugin, type ProjectRow } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { newClientKey, usersByIds } from '../../../core/server/users';
import { hashServerKey, newServerKey } from '../../../core/server/serverKey';
import { checkProjectConfig } from './configCheck';
import { toDetail, toSummary } from './projectView';

/** Codes that read as console paths. */
export const RESERVED_CODES = new Set([
  'admin',
  'auth',
  'projects',
  'project',
  'user',
  'users',
  'login',
  'logout',
  'refresh',
  'cdn',
  'client',
  'assets',
  'v1',
  'openapi',
]);

async function checkReferences(db: Db, plugins: readonly ServerPlugin[], form: Omit<ProjectForm, 'code'>) {
  checkProjectConfig(plugins, form.config);
  if (form.ownerIds.length) {
    const found = await db.select({ id: users.id }).from(users).where(inArray(users.id, form.ownerIds));
    const missing = form.ownerIds.filter((id) => !found.some((f) => f.id === id));
    if (missing.length) throw badRequest(`Unknown owner id: ${missing.join(', ')}`);
  }
  const toggleable = new Set(plugins.filter((p) => p.toggleable !== false).map((p) => p.id));
  const unknown = form.disabledPlugins.filter((id) => !toggleable.has(id));
  if (unknown.length) throw badRequest(`Not a plugin a project can turn off: ${unknown.join(', ')}`);
}

const values = (form: Omit<ProjectForm, 'code'>) => ({
  nickname: form.nickname,
  description: form.description,
  domain: form.domain,
  ownerIds: [...new Set(form.ownerIds)],
  serviceHost: form.serviceHost,
  config: form.config,
  disabledPlugins: [...new Set(form.disabledPlugins)],
});

export const projectRoutes = [
  routeOf(endpoints.list, {
    rule: rule.signedIn,
    summary: "The signed-in user's projects (every project for an ADMIN)",
    async handler({ db, user }) {
      const all = await hotCacheOf<ProjectRow[]>(db, 'projects').get(
        'all',
        async () => (await db.select().from(projects).orderBy(asc(projects.domain), asc(projects.code))) as ProjectRow[],
      );
      if (user.role === 'ADMIN') return { projects: all.map(toSummary) };
      const held = new Set(user.rights.map((r) => r.projectCode));
      return { projects: all.filter((p) => held.has(p.code) || p.ownerIds.includes(user.id)).map(toSummary) };
    },
  }),
  routeOf(endpoints.get, {
    rule: rule.member,
    summary: 'One project; clientKey only for its owners and admins',
    async handler({ db, user, project }) {
      const detail = await toDetail(db, project);
      return { project: isOwnerOrAdmin(user, project) ? { ...detail, clientKey: project.clientKey } : detail };
    },
  }),
  routeOf(endpoints.adminList, {
    rule: rule.admin,
    summary: 'Every project with its settings (manage projects)',
    async handler({ db }) {
      const all = (await db.select().from(projects).orderBy(asc(projects.domain), asc(projects.code))) as ProjectRow[];
      return { projects: await Promise.all(all.map(async (p) => ({ ...(await toDetail(db, p)), clientKey: p.clientKey }))) };
    },
  }),
  routeOf(endpoints.create, {
    rule: rule.admin,
    summary: 'Create a project',
    async handler({ db, body, plugins, audit }) {
      if (RESERVED_CODES.has(body.code)) throw badRequest(`'${body.code}' is reserved; choose another code`);
      await checkReferences(db, plugins, body);
      const [exists] = await db.select({ code: projects.code }).from(projects).where(eq(projects.code, body.code));
      if (exists) throw conflict(`Project '${body.code}' already exists`);
      const [row] = (await db
        .insert(projects)
        .values({ code: body.code, clientKey: newClientKey(), ...values(body) })
        .onConflictDoNothing()
        .returning()) as ProjectRow[];
      if (!row) throw conflict(`Project '${body.code}' already exists`);
      await audit({ area: 'projects', action: 'create', target: row.code, after: await auditView(db, row) });
      return { project: { ...(await toDetail(db, row)), clientKey: row.clientKey } };
    },
  }),
  routeOf(endpoints.update, {
    rule: rule.admin,
    summary: "Update a project's settings (the code is fixed)",
    async handler({ db, body, project, plugins, audit }) {
      await checkReferences(db, plugins, body);
      const [row] = (await db
        .update(projects)
        .set({ ...values(body), updatedAt: new Date() })
        .where(eq(projects.code, project.code))
        .returning()) as ProjectRow[];
      await audit({
        area: 'projects',
        action: 'update',
        target: row.code,
        before: await auditView(db, project),
        after: await auditView(db, row),
      });
      return { project: { ...(await toDetail(db, row)), clientKey: row.clientKey } };
    },
  }),
  routeOf(endpoints.rotateClientKey, {
    rule: rule.admin,
    summary: "Rotate the project's client key (game clients need the new one)",
    async handler({ db, project, audit }) {
      const clientKey = newClientKey();
      await db.update(projects).set({ clientKey, updatedAt: new Date() }).where(eq(projects.code, project.code));
      await audit({ area: 'projects', action: 'rotateClientKey', target: project.code });
      return { clientKey };
    },
  }),
  routeOf(endpoints.replaceServerKey, {
    rule: rule.admin,
    summary: "Make a new server key for the project's game servers (the old one stops working); answered once, stored as its sha256",
    async handler({ db, project, audit }) {
      const serverKey = newServerKey();
      await db
        .update(projects)
        .set({ serverKeyHash: hashServerKey(serverKey), updatedAt: new Date() })
        .where(eq(projects.code, project.code));
      await audit({
        area: 'projects',
        action: 'server key replaced',
        target: project.code,
        after: { replacedOne: !!project.serverKeyHash },
      });
      return { serverKey, serverKeySet: true as const };
    },
  }),
];

/** What the audit log keeps of a project (never its client key); owners by mail, not by id. */
async function auditView(db: Db, p: ProjectRow) {
  const found = await usersByIds(db, p.ownerIds);
  const owners = p.ownerIds.map((id) => found.find((u) => u.id === id)?.mail ?? `user #${id}`).sort();
  return { ...toSummary(p), config: p.config, owners, serviceHost: p.serviceHost };
}
