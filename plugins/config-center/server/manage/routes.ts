// The manage part's routes (001 §7 "Config center (remote server)"): the projects menu,
// namespaces and files. Everything but the menu is rule.right('config-center') in the path's
// project. Editing a prod file follows that right too: a file is a draft until an archive of it is
// released, and releasing to prod is for owners and admins (the releases part enforces it).
import { and, asc, eq } from 'drizzle-orm';
import { projects } from '../../../../core/server/db/schema';
import { badRequest, conflict, notFound } from '../../../../core/server/errors';
import { routeOf, type RouteContext, type ServerRoute } from '../../../../core/server/plugin';
import { rule } from '../../../../core/shared/access';
import { operatorName } from '../../../../core/shared/auth';
import { manageEndpoints as ep } from '../../endpoints/manage';
import { MANAGE_MESSAGES as M, MAX_FILE_BYTES } from '../../schemas/manage';
import { CC_ENVS, PLUGIN_ID, RIGHT_CONFIG_CENTER, type CcEnv, type CcProject } from '../../shared';
import { ccArchives, ccFiles, ccNamespaces } from '../db';

const right = rule.right(RIGHT_CONFIG_CENTER);
const AREA = PLUGIN_ID;
type Ctx = Pick<RouteContext, 'db' | 'project'>;

/** A body names its project as the spec sends it; it must be the path's. */
function sameProject(ctx: Pick<RouteContext, 'project'>, code: string) {
  if (code !== ctx.project.code) throw badRequest(M.codeMismatch, [{ path: 'code', message: M.codeMismatch }]);
}

async function namespaceOf(ctx: Ctx, env: CcEnv, name: string) {
  const [row] = await ctx.db
    .select()
    .from(ccNamespaces)
    .where(and(eq(ccNamespaces.projectCode, ctx.project.code), eq(ccNamespaces.env, env), eq(ccNamespaces.name, name)));
  if (!row) throw notFound(M.noNamespace);
  return row;
}

async function fileOf(ctx: Ctx, namespaceId: number, fileName: string) {
  const [row] = await ctx.db
    .select()
    .from(ccFiles)
    .where(and(eq(ccFiles.namespaceId, namespaceId), eq(ccFiles.name, fileName)));
  return row ?? null;
}

const bytes = (s: string) => Buffer.byteLength(s, 'utf8');

export const routes: ServerRoute[] = [
  routeOf(ep.projects, {
    rule: rule.signedIn,
    summary: 'The projects the user may open in the config center, with their envs',
    handler: async ({ db, user }) => {
      const rows = await db
        .select({ code: projects.code, nickname: projects.nickname, disabledPlugins: projects.disabledPlugins })
        .from(projects)
        .orderBy(asc(projects.code));
      const held = new Set(user.rights.filter((r) => r.name === RIGHT_CONFIG_CENTER).map((r) => r.projectCode));
      const list: CcProject[] = rows
        .filter((p) => !p.disabledPlugins.includes(PLUGIN_ID) && (user.role === 'ADMIN' || held.has(p.code)))
        .map((p) => ({ projectCode: p.code, nickname: p.nickname, env: [...CC_ENVS] }));
      return { payload: { projects: list } };
    },
  }),
  routeOf(ep.namespaces, {
    rule: right,
    summary: "The project's namespaces in an env",
    handler: async ({ db, project, query }) => {
      const rows = await db
        .select({ name: ccNamespaces.name })
        .from(ccNamespaces)
        .where(and(eq(ccNamespaces.projectCode, project.code), eq(ccNamespaces.env, query.env)))
        .orderBy(asc(ccNamespaces.id));
      return { payload: { nameSpaces: rows.map((r) => ({ nameSpace: r.name })) } };
    },
  }),
  routeOf(ep.createNamespace, {
    rule: right,
    summary: 'Creates a namespace (409 when it exists)',
    handler: async (ctx) => {
      const { body } = ctx;
      sameProject(ctx, body.code);
      const [row] = await ctx.db
        .insert(ccNamespaces)
        .values({ projectCode: ctx.project.code, env: body.env, name: body.nameSpace, operator: operatorName(ctx.user) })
        .onConflictDoNothing()
        .returning();
      if (!row) throw conflict(M.namespaceExisted);
      await ctx.audit({
        area: AREA,
        action: 'createNamespace',
        target: `${body.env}/${body.nameSpace}`,
        after: { env: body.env, nameSpace: body.nameSpace },
      });
      return { message: M.created, payload: { nameSpace: row.name } };
    },
  }),
  routeOf(ep.files, {
    rule: right,
    summary: "A namespace's file names",
    handler: async (ctx) => {
      const ns = await namespaceOf(ctx, ctx.query.env, ctx.query.nameSpace);
      const rows = await ctx.db
        .select({ name: ccFiles.name })
        .from(ccFiles)
        .where(eq(ccFiles.namespaceId, ns.id))
        .orderBy(asc(ccFiles.name));
      return { payload: { fileList: rows.map((r) => r.name) } };
    },
  }),
  routeOf(ep.content, {
    rule: right,
    summary: "A file's current content, or with commitId its content in that archive",
    handler: async (ctx) => {
      const { env, nameSpace, fileName, commitId } = ctx.query;
      const ns = await namespaceOf(ctx, env, nameSpace);
      if (commitId) {
        const [archive] = await ctx.db
          .select({ files: ccArchives.files })
          .from(ccArchives)
          .where(and(eq(ccArchives.namespaceId, ns.id), eq(ccArchives.commitId, commitId)))
          .limit(1);
        if (!archive) throw notFound(M.noArchive);
        if (!Object.hasOwn(archive.files, fileName)) throw notFound(M.noFileInArchive);
        return { payload: { content: archive.files[fileName] } };
      }
      const file = await fileOf(ctx, ns.id, fileName);
      if (!file) throw notFound(M.noFile);
      return { payload: { content: file.content } };
    },
  }),
  routeOf(ep.save, {
    rule: right,
    summary: 'Creates (create: true) or updates a file',
    // The content may be a whole 1 MB file: the edge lets twice that through so that the schema
    // answers with its own message; JSON escapes can double the body.
    maxStringChars: 2 * MAX_FILE_BYTES,
    maxBodyBytes: 4 * MAX_FILE_BYTES,
    handler: async (ctx) => {
      const { body } = ctx;
      sameProject(ctx, body.code);
      const ns = await namespaceOf(ctx, body.env, body.nameSpace);
      const operator = operatorName(ctx.user);
      const target = `${body.env}/${body.nameSpace}/${body.fileName}`;
      const size = bytes(body.fileContent);
      if (body.create) {
        const [row] = await ctx.db
          .insert(ccFiles)
          .values({ namespaceId: ns.id, name: body.fileName, content: body.fileContent, operator })
          .onConflictDoNothing()
          .returning({ id: ccFiles.id });
        if (!row) throw conflict(M.fileExisted);
        await ctx.audit({ area: AREA, action: 'createFile', target, after: { bytes: size } });
        return { message: M.created, payload: { fileName: body.fileName, created: true } };
      }
      const before = await fileOf(ctx, ns.id, body.fileName);
      if (!before) throw notFound(M.noFile);
      await ctx.db.update(ccFiles).set({ content: body.fileContent, operator, updatedAt: new Date() }).where(eq(ccFiles.id, before.id));
      // Sizes, not contents: an audit row stays small whatever the file.
      await ctx.audit({ area: AREA, action: 'updateFile', target, before: { bytes: bytes(before.content) }, after: { bytes: size } });
      return { message: M.saved, payload: { fileName: body.fileName, created: false } };
    },
  }),
  routeOf(ep.deleteFile, {
    rule: right,
    summary: 'Deletes a file (archives keep their copies)',
    handler: async (ctx) => {
      const { env, nameSpace, fileName } = ctx.query;
      const ns = await namespaceOf(ctx, env, nameSpace);
      const [row] = await ctx.db
        .delete(ccFiles)
        .where(and(eq(ccFiles.namespaceId, ns.id), eq(ccFiles.name, fileName)))
        .returning({ content: ccFiles.content });
      if (!row) throw notFound(M.noFile);
      await ctx.audit({
        area: AREA,
        action: 'deleteFile',
        target: `${env}/${nameSpace}/${fileName}`,
        before: { bytes: bytes(row.content) },
      });
      return { message: M.deleted };
    },
  }),
];
