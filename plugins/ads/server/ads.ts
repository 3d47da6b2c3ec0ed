// Reading ads and releases: rows of the project, API shapes, the creatives' stamps, and the
// resolution of a release's ad list into what the game client gets.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../core/server/db/connect';
import { conflict } from '../../../core/server/errors';
import type { PublishPipeline, Snapshot } from '../../../core/server/publish/types';
import {
  PUBLISH_KIND,
  type AdPlatform,
  type AdRelease,
  type AdResource,
  type Env,
  type InternalAd,
  type PublishedAd,
  type PublishedAds,
} from '../shared';
import type { AdFile, AdRef } from '../schemas';
import { adReleases, internalAds, type AdReleaseRow, type InternalAdRow } from './db';

const validId = (id: unknown) => {
  const n = Number(id);
  return Number.isSafeInteger(n) && n >= 1 && n <= 2 ** 31 - 1 ? n : null;
};

export function adToApi(r: InternalAdRow): InternalAd {
  return {
    id: r.id,
    projectCode: r.projectCode,
    platform: r.platform as AdPlatform,
    name: r.name,
    attr: r.attr ?? {},
    resources: { list: r.resources?.list ?? [], mrect: r.resources?.mrect ?? [] },
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** The pointer's live snapshot of a release's env and platform, as `releaseToApi` reads it. */
export type LiveAds = Pick<Snapshot<PublishedAds>, 'id' | 'content'> | null;

/** What game clients of (env, platform) get now: the one truth `liveId` is read from. */
export const liveAdsOf = (publish: PublishPipeline, code: string, at: { env: string; platform: number }): Promise<LiveAds> =>
  publish.current<PublishedAds>({ project: code, env: at.env as Env, kind: PUBLISH_KIND, key: String(at.platform) });

/** The API shape; `live`: what its env and platform serve now (liveAdsOf), null for a release never uploaded. */
export function releaseToApi(r: AdReleaseRow, live: LiveAds): AdRelease {
  return {
    id: r.id,
    platform: r.platform as AdPlatform,
    env: r.env as Env,
    conf: r.conf,
    published: r.published,
    enable: r.enable,
    sandboxId: r.sandboxId,
    returnId: r.returnId,
    liveId: live?.content?.releaseId === r.id ? live.id : null,
    operator: r.operator,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export async function findAd(db: Db, code: string, id: unknown): Promise<InternalAdRow | null> {
  const n = validId(id);
  if (n === null) return null;
  const [row] = await db
    .select()
    .from(internalAds)
    .where(and(eq(internalAds.projectCode, code), eq(internalAds.id, n)));
  return row ?? null;
}

export async function findRelease(db: Db, code: string, id: unknown): Promise<AdReleaseRow | null> {
  const n = validId(id);
  if (n === null) return null;
  const [row] = await db
    .select()
    .from(adReleases)
    .where(and(eq(adReleases.projectCode, code), eq(adReleases.id, n)));
  return row ?? null;
}

/** A creative as given, stamped: a new file gets the next build number, an unchanged one keeps its stamps. */
export function stampResources(given: AdFile[], before: AdResource[], operator: string): AdResource[] {
  const now = new Date().toISOString();
  return given.map((f, i) => {
    const old = before[i];
    if (old && old.url === f.url) return { ...old, md5: f.md5 ?? old.md5, size: f.size ?? old.size };
    return { ...f, buildNum: (old?.buildNum ?? 0) + 1, operator, createdAt: old?.createdAt ?? now, updatedAt: now };
  });
}

const fileOf = (r: AdResource | undefined): AdFile | null =>
  r ? { url: r.url, ...(r.md5 ? { md5: r.md5 } : {}), ...(r.size !== undefined ? { size: r.size } : {}) } : null;

export function toPublishedAd(r: InternalAdRow): PublishedAd {
  return {
    id: r.id,
    projectCode: r.projectCode,
    name: r.name,
    icon: r.attr?.icon ?? null,
    campaign: r.attr?.campaign ?? null,
    list: fileOf(r.resources?.list?.[0]),
    mrect: fileOf(r.resources?.mrect?.[0]),
  };
}

/** The ads of refs (any project, the release's platform), in the release's order; 409 naming one that is gone. */
export async function resolveAds(db: Db, refs: AdRef[], platform: AdPlatform): Promise<PublishedAd[]> {
  const ids = [...new Set(refs.map((r) => r.id))];
  const rows = ids.length ? await db.select().from(internalAds).where(inArray(internalAds.id, ids)) : [];
  return refs.map((ref) => {
    const row = rows.find((r) => r.id === ref.id && r.projectCode === ref.projectCode);
    if (!row) throw conflict(`Advertisement ${ref.id} of ${ref.projectCode} no longer exists`);
    if (row.platform !== platform) throw conflict(`Advertisement ${ref.id} of ${ref.projectCode} is not for this platform`);
    return toPublishedAd(row);
  });
}

export async function publishedContent(db: Db, r: AdReleaseRow, enable = r.enable): Promise<PublishedAds> {
  return { releaseId: r.id, platform: r.platform as AdPlatform, enable, ads: await resolveAds(db, r.conf.ads, r.platform as AdPlatform) };
}
