// Online releases v2, multipart releases (001 §3, §4, §7): a published local release's data file
// cut into parts of cutSize bytes (each stored by content), deployed to sandbox once a release is
// set, then to prod (owners and admins) once sandbox is done; kind 'online-multipart', key = id.
// Only for the projects whose config has onlineReleases.multipart.
import { and, desc, eq } from 'drizzle-orm';
import { rule as access } from '../../../core/shared/access';
import { coreConfigSchema, readConfigKey } from '../../../core/shared/projectConfig';
import { releases as contentReleases } from '../../../core/server/db/content';
import type { Db } from '../../../core/server/db/connect';
import { badRequest, conflict, notFound } from '../../../core/server/errors';
import { routeOf, type RouteContext } from '../../../core/server/plugin';
import type { FileStore } from '../../../core/server/storage/fileStore';
import { contentKey } from '../../../core/server/storage/fileStore';
import { isRowId } from '../../../core/shared/zod';
import { multipartEndpoints as ep } from '../endpoints';
import {
  canDeployMultipart,
  MULTIPART_KIND,
  MULTIPART_MESSAGES as M,
  multipartStatus,
  RIGHT_ONLINE_RELEASES,
  type MultipartRelease,
} from '../shared';
import { onlineMultipartReleases, type MultipartRow } from './db';
import { flagsOf } from './config';
import { onlinePublishable } from './publishable';
import { describe } from './resource';
import { operatorName } from './rows';

const right = access.right(RIGHT_ONLINE_RELEASES);

export function multipartToApi(r: MultipartRow, storage: FileStore): MultipartRelease {
  const extra = { localReleaseId: r.localReleaseId, sandbox_returnId: r.sandboxReturnId, prod_returnId: r.prodReturnId };
  return {
    id: r.id,
    name: r.name,
    typeName: r.typeName,
    buildNum: r.buildNum,
    versionTag: r.versionTag,
    country: r.country,
    rule: r.rule ?? null,
    operator: r.operator,
    status: multipartStatus({ extra }),
    extra,
    config: {
      cutSize: r.cutSize,
      default: { resources: r.parts.map((p) => ({ sort: p.sort, url: storage.url(p.key), md5: p.md5, size: p.size })) },
    },
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** What the game server holds for one multipart release. */
export interface PublishedMultipart {
  id: number;
  name: string;
  typeName: string;
  versionTag: string;
  country: string;
  rule: MultipartRow['rule'];
  cutSize: number;
  parts: MultipartRow['parts'];
}

/** A data file cut into parts of cutSize bytes (an empty file: one empty part), each stored by content. */
export async function cutParts(storage: FileStore, code: string, data: Uint8Array, cutSize: number): Promise<MultipartRow['parts']> {
  const parts: MultipartRow['parts'] = [];
  for (let off = 0, sort = 1; off < data.byteLength || sort === 1; off += cutSize, sort++) {
    const part = data.subarray(off, Math.min(off + cutSize, data.byteLength));
    const key = contentKey(`${code}/online-releases/multipart`, part, `part-${sort}.bin`, 'part');
    await storage.put(key, part, 'application/octet-stream');
    const d = describe(part);
    parts.push({ sort, key, md5: d.resourceMd5, size: d.resourceSize });
    if (!data.byteLength) break;
  }
  return parts;
}

export const publishedMultipart = (row: MultipartRow): PublishedMultipart => ({
  id: row.id,
  name: row.name,
  typeName: row.typeName,
  versionTag: row.versionTag,
  country: row.country,
  rule: row.rule ?? null,
  cutSize: row.cutSize,
  parts: row.parts,
});

const enabled = (ctx: Pick<RouteContext, 'project'>) => {
  if (!flagsOf(ctx.project.config).multipart) throw notFound(M.off);
};

async function mustFind(db: Db, code: string, id: string): Promise<MultipartRow> {
  const n = Number(id);
  const [row] = isRowId(n)
    ? await db
        .select()
        .from(onlineMultipartReleases)
        .where(and(eq(onlineMultipartReleases.projectCode, code), eq(onlineMultipartReleases.id, n)))
    : [];
  if (!row) throw notFound('Multipart release not found');
  return row;
}

export const multipartRoutes = [
  routeOf(ep.list, {
    rule: right,
    summary: 'Multipart releases, newest first (by releaseType)',
    async handler(ctx) {
      enabled(ctx);
      const { db, project, query, services } = ctx;
      const rows = await db
        .select()
        .from(onlineMultipartReleases)
        .where(
          and(
            eq(onlineMultipartReleases.projectCode, project.code),
            query.releaseType ? eq(onlineMultipartReleases.typeName, query.releaseType) : undefined,
          ),
        )
        .orderBy(desc(onlineMultipartReleases.id));
      return { rows: rows.map((r) => multipartToApi(r, services.storage)) };
    },
  }),
  routeOf(ep.get, {
    rule: right,
    summary: 'One multipart release',
    async handler(ctx) {
      enabled(ctx);
      return { release: multipartToApi(await mustFind(ctx.db, ctx.project.code, ctx.params.id), ctx.services.storage) };
    },
  }),
  routeOf(ep.create, {
    rule: right,
    summary: "Create a multipart release: the published release's data file cut into parts of cutSize bytes",
    async handler(ctx) {
      enabled(ctx);
      const { db, project, body, services, user, audit } = ctx;
      const types = readConfigKey(coreConfigSchema, 'releaseTypes', project.config, [] as string[]);
      if (types.length && !types.includes(body.releaseType))
        throw badRequest(`Release type '${body.releaseType}' is not one of the project's release types`, [
          { path: 'releaseType', message: M.releaseType },
        ]);
      const [local] = await db
        .select()
        .from(contentReleases)
        .where(and(eq(contentReleases.projectCode, project.code), eq(contentReleases.id, body.localReleaseId)));
      if (!local) throw badRequest(M.release, [{ path: 'localReleaseId', message: M.release }]);
      if (!local.published) throw conflict(`Release #${local.id} is not published`);
      const opened = local.dataFilePath ? await services.storage.get(local.dataFilePath) : null;
      if (!opened) throw conflict(`Release #${local.id} has no data file yet`);
      const data = new Uint8Array(await new Response(opened.stream()).arrayBuffer());
      const parts = await cutParts(services.storage, project.code, data, body.cutSize);
      const [row] = await db
        .insert(onlineMultipartReleases)
        .values({
          projectCode: project.code,
          name: body.name,
          typeName: body.releaseType,
          versionTag: body.versionTag,
          country: body.country,
          rule: body.rule,
          localReleaseId: local.id,
          cutSize: body.cutSize,
          parts,
          operator: operatorName(user),
        })
        .returning();
      await audit({ area: 'online-releases', action: 'multipart.create', target: row.id, after: multipartToApi(row, services.storage) });
      return { release: multipartToApi(row, services.storage) };
    },
  }),
  routeOf(ep.deploy, {
    rule: right,
    summary: 'Deploy a multipart release to sandbox, or to prod once sandbox is done (owners and admins)',
    async handler(ctx) {
      enabled(ctx);
      const { db, project, params, body, services } = ctx;
      const row = await mustFind(db, project.code, params.id);
      onlinePublishable.access(ctx, body.env);
      const api = multipartToApi(row, services.storage);
      if (!canDeployMultipart(api, body.env)) throw conflict(body.env === 'sandbox' ? M.noRelease : M.prodAfterSandbox);
      const content = publishedMultipart(row);
      const r = await onlinePublishable.publish(ctx, { env: body.env, key: String(row.id), kind: MULTIPART_KIND }, content, {
        audit: ({ after }) => ({
          area: 'online-releases',
          action: `multipart.${body.env}`,
          target: row.id,
          before: api.extra,
          after: { env: body.env, returnId: after.id },
        }),
      });
      const [next] = await db
        .update(onlineMultipartReleases)
        .set(
          body.env === 'sandbox'
            ? { sandboxReturnId: r.snapshot.id, updatedAt: new Date() }
            : { prodReturnId: r.snapshot.id, updatedAt: new Date() },
        )
        .where(eq(onlineMultipartReleases.id, row.id))
        .returning();
      return { release: multipartToApi(next, services.storage), returnId: r.snapshot.id };
    },
  }),
];
