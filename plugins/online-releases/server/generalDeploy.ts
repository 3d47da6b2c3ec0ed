// Online releases v2, general releases: the deploy moves (sandbox, prod staging, the switch to prod)
// over core's publish life cycle, what a deploy publishes, and the error state a failed move records.
import type { Db } from '../../../core/server/db/connect';
import { conflict, HttpError } from '../../../core/server/errors';
import type { FileStore } from '../../../core/server/storage/fileStore';
import { GENERAL_MESSAGES as M, GENERAL_STATUS as S, RESOURCE_STATUS, type GeneralPlatform } from '../shared';
import { onlineGeneralDeploys, type GeneralRow } from './db';
import { buildResources, generalToApi, setStatus, type GeneralCtx as Ctx } from './generalRows';
import { generalTarget, onlinePublishable } from './publishable';
import { operatorName, type PublishedGeneral } from './rows';

/** What a deploy publishes: the build and its available resources (each file still in storage). */
async function buildContent(db: Db, storage: FileStore, row: GeneralRow): Promise<PublishedGeneral> {
  const resources = await buildResources(db, row.id, row.buildNum);
  for (const r of resources) {
    if (r.status !== RESOURCE_STATUS.available)
      throw conflict(
        `The ${r.platform === 2 ? 'iOS' : r.platform === 1 ? 'Android' : 'all-platform'} resource of build ${row.buildNum} is not available`,
      );
    if (!(await storage.stat(r.key))) throw conflict(`The resource file ${r.key} is missing from storage`);
  }
  return {
    id: row.id,
    name: row.name,
    releaseType: row.releaseType,
    buildNum: row.buildNum,
    versionTag: row.versionTag,
    country: row.country,
    platform: row.platform as GeneralPlatform,
    rule: row.rule ?? null,
    resources: resources.map((r) => ({ platform: r.platform as GeneralPlatform, key: r.key, md5: r.md5, size: r.size })),
  };
}

/**
 * Runs a deploy move: on success the next status and a deploy row; on a failure other than a
 * refusal (403) or a wrong state, the error status is recorded and the failure answered.
 */
export async function deployMove(ctx: Ctx, row: GeneralRow, kind: 'sandbox' | 'staging' | 'switch') {
  const { db, services, user } = ctx;
  const [ok, failed] =
    kind === 'sandbox' ? [S.sandbox, S.sandboxError] : kind === 'staging' ? [S.staging, S.stagingError] : [S.prod, S.prodError];
  const env = kind === 'sandbox' ? 'sandbox' : 'prod';
  const audit = ({ after }: { after: { id: number } }) => ({
    area: 'online-releases',
    action: `general.${kind}`,
    target: row.id,
    before: { status: row.status, buildNum: row.buildNum },
    after: { status: ok, buildNum: row.buildNum, returnId: after.id },
  });
  let returnId: number;
  try {
    if (kind === 'switch') {
      returnId = (await onlinePublishable.switch(ctx, generalTarget(row.id, 'prod'), { audit })).snapshot.id;
    } else {
      const content = await buildContent(db, services.storage, row);
      returnId = (
        kind === 'sandbox'
          ? await onlinePublishable.publish(ctx, generalTarget(row.id, env), content, { audit })
          : await onlinePublishable.stage(ctx, generalTarget(row.id, env), content, { audit })
      ).snapshot.id;
    }
  } catch (e) {
    if (!(e instanceof HttpError) || e.status !== 403) {
      await setStatus(db, row.id, failed);
      await ctx.audit({
        area: 'online-releases',
        action: `general.${kind}Error`,
        target: row.id,
        before: { status: row.status },
        after: { status: failed, error: e instanceof Error ? e.message : String(e) },
      });
    }
    throw e;
  }
  await db.insert(onlineGeneralDeploys).values({
    genDataReleaseId: row.id,
    buildNum: row.buildNum,
    env,
    staging: kind === 'staging' ? 1 : 0,
    platform: row.platform,
    returnId,
    operator: operatorName(user),
  });
  return { release: generalToApi(await setStatus(db, row.id, ok)), returnId };
}

export function checkBuild(row: GeneralRow, buildNum: number) {
  if (buildNum !== row.buildNum) throw conflict(M.buildNum(buildNum, row.buildNum));
}
