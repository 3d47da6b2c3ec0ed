// Online releases v2, general releases: reading a create or edit form (with its local release) and
// making a build's resources (a manual file, a local release's data file, or an asset bundle job per
// platform).
import { and, eq } from 'drizzle-orm';
import { releases as contentReleases } from '../../../core/server/db/content';
import { badRequest, conflict } from '../../../core/server/errors';
import { readFormInput } from '../../../core/server/formInput';
import { coreConfigSchema, readConfigKey } from '../../../core/shared/projectConfig';
import { generalFieldsSchema } from '../schemas';
import { BUNDLE_PLATFORMS, GENERAL_MESSAGES as M, RESOURCE_STATUS } from '../shared';
import { ASSET_BUNDLE_ATTEMPTS, ASSET_BUNDLE_JOB } from './assetBundleJob';
import { onlineGeneralResources, type GeneralResourceRow, type GeneralRow } from './db';
import type { GeneralCtx as Ctx } from './generalRows';
import { readStored, storeResource } from './resource';
import { parseFields } from './validate';

/** Reads and checks the form; resolves the local release. */
export async function readGeneral(ctx: Ctx, existing: GeneralRow | null) {
  const { c, db, project } = ctx;
  const { fields, file } = await readFormInput(c);
  const manualWithoutFile = fields.fromType === 'manual' && !file && !(existing?.fromType === 'manual');
  const body = parseFields(generalFieldsSchema, fields, manualWithoutFile ? [{ path: 'fileList', message: M.files }] : []);
  const types = readConfigKey(coreConfigSchema, 'releaseTypes', project.config, [] as string[]);
  if (types.length && !types.includes(body.releaseType))
    throw badRequest(`Release type '${body.releaseType}' is not one of the project's release types`, [
      { path: 'releaseType', message: M.releaseType },
    ]);
  let local: typeof contentReleases.$inferSelect | null = null;
  if (body.fromType === 'local') {
    [local] = await db
      .select()
      .from(contentReleases)
      .where(and(eq(contentReleases.projectCode, project.code), eq(contentReleases.id, body.fromId!)));
    if (!local) throw badRequest(M.fromId, [{ path: 'fromId', message: M.fromId }]);
    if (!local.published) throw conflict(`Release #${local.id} is not published`);
    if (!local.dataFilePath) throw conflict(`Release #${local.id} has no data file yet`);
  }
  return {
    body: {
      ...body,
      fromId: body.fromType === 'local' ? body.fromId! : null,
      multiPlatform: body.fromType === 'local' && body.multiPlatform,
    },
    file,
    local,
  };
}

/** Makes a build's resources; asset bundles are enqueued as jobs (with the request). */
export async function makeResources(
  ctx: Ctx,
  row: GeneralRow,
  file: File | null,
  local: { dataFilePath: string } | null,
  previous: GeneralResourceRow[],
): Promise<number[]> {
  const { db, config, project, services, user } = ctx;
  const build = row.buildNum;
  const values: (typeof onlineGeneralResources.$inferInsert)[] = [];
  if (row.fromType === 'manual') {
    if (file) {
      const stored = await storeResource(services.storage, config, project.code, file);
      values.push({
        genDataReleaseId: row.id,
        buildNum: build,
        platform: row.platform,
        key: stored.resourceKey,
        md5: stored.resourceMd5,
        size: stored.resourceSize,
        status: RESOURCE_STATUS.available,
        extra: { fileName: stored.resourceName },
      });
    } else {
      // An edit without a new file: the new build ships the previous build's file.
      for (const p of previous)
        values.push({
          genDataReleaseId: row.id,
          buildNum: build,
          platform: row.platform,
          key: p.key,
          md5: p.md5,
          size: p.size,
          status: p.status,
          extra: p.extra,
        });
    }
  } else if (!row.multiPlatform) {
    const stored = await readStored(services.storage, local!.dataFilePath);
    if (!stored) throw conflict(`Release #${row.fromId} has no data file yet`);
    values.push({
      genDataReleaseId: row.id,
      buildNum: build,
      platform: row.platform,
      key: local!.dataFilePath,
      md5: stored.resourceMd5,
      size: stored.resourceSize,
      status: RESOURCE_STATUS.available,
      extra: {},
    });
  } else {
    for (const platform of BUNDLE_PLATFORMS)
      values.push({ genDataReleaseId: row.id, buildNum: build, platform, status: RESOURCE_STATUS.generating, extra: {} });
  }
  const made = values.length ? await db.insert(onlineGeneralResources).values(values).returning() : [];
  for (const r of made.filter((x) => x.status === RESOURCE_STATUS.generating)) {
    const { id: jobId } = await services.jobs.enqueue(
      ASSET_BUNDLE_JOB,
      { resourceId: r.id },
      { project: project.code, createdBy: user.id, maxAttempts: ASSET_BUNDLE_ATTEMPTS },
    );
    await db.update(onlineGeneralResources).set({ extra: { jobId } }).where(eq(onlineGeneralResources.id, r.id));
  }
  return made.map((r) => r.id);
}
