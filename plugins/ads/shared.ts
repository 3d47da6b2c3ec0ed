// Plugin `ads` (002, 000 §7): the studio's own ads and the in-house ad lists games show.
// - An internal ad (000 §3, `/v1/{code}/internalAd`) and a self ad (002, the Self Ads screen)
//   are one thing: a cross-promotion entry of a project, per platform, with a name per
//   language, an icon and a campaign, and its list and mrect creatives.
// - An ad release (Publish InHouse Ads) is the list of ads a game shows, picked from any
//   project's ads (conf.ads: {id, projectCode}); publishing resolves them into the full entries
//   the game client reads, so what is served never changes under it.
// Zod-free (the web manifest imports this file into the entry chunk): the schemas are in
// schemas.ts, the typed endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';
import type { PublishableRef } from '../../core/shared/release';
import type { AdFile, AdRef } from './schemas';

export const PLUGIN_ID = 'ads';
/** The publish pipeline's kind; the key is the platform. */
export const PUBLISH_KIND = 'ads';
export const paths = { inHouseAds: '/:code/in-house-ads', selfAds: '/:code/self-ads' } as const;

export const RIGHT_AD_RELEASE = 'adRelease';
export const RIGHT_SELF_AD = 'selfAd';
export const rights: RightDecl[] = [
  { name: RIGHT_AD_RELEASE, url: paths.inHouseAds, title: 'Publish in-house ads' },
  { name: RIGHT_SELF_AD, url: paths.selfAds, title: 'Self ads' },
];

/** 002 §9: 1 Android, 2 Ios. */
export const AD_PLATFORMS = [
  { value: 1, label: 'Android' },
  { value: 2, label: 'Ios' },
] as const;
export type AdPlatform = 1 | 2;
export const platformLabel = (p: number) => AD_PLATFORMS.find((x) => x.value === p)?.label ?? String(p);

/** What the plugin publishes: a platform's live ad release (kind 'ads', key = platform). */
export const releases: PublishableRef<typeof PLUGIN_ID> = {
  id: PLUGIN_ID,
  title: 'in-house ad releases',
  right: RIGHT_AD_RELEASE,
  kinds: [PUBLISH_KIND],
  keys: AD_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label })),
};
export const ENV_TABS = [
  { value: 'sandbox', label: 'Sandbox' },
  { value: 'prod', label: 'Prod' },
] as const;
export type Env = 'sandbox' | 'prod';
export const PAGE_SIZES = [10, 20, 50, 100];

/** 002 §5 and §8, exact; the rest ours, in the spec's style. */
export const MESSAGES = {
  adRequired: 'Please select advertisement',
  nameRequired: 'Please input name',
  platformRequired: 'Please select platform',
  envRequired: 'Please select env',
  enableRequired: 'enable must be true or false',
  languageRequired: 'language can not be null',
  adTwice: 'This advertisement is selected twice',
};
export const CONFIRM = {
  publishProd: 'Are you sure to publish to Prod?',
  switchProd: 'Are you sure to change status on Prod?',
  delete: 'Are you sure delete it?',
};
export const TOASTS = {
  created: 'CREATED',
  updated: 'SUCCEED!',
  uploaded: 'Upload success',
  synced: 'Sync success',
  switched: 'success',
  deleted: 'Deleted',
};

/** A creative as stored: the server stamps who changed it, when, and its build number. */
export interface AdResource extends AdFile {
  buildNum: number;
  operator: string;
  createdAt: string;
  updatedAt: string;
}

/** API shapes. */
export interface InternalAd {
  id: number;
  projectCode: string;
  platform: AdPlatform;
  name: Record<string, string>;
  attr: { icon?: string; campaign?: string };
  resources: { list: AdResource[]; mrect: AdResource[] };
  operator: string;
  createdAt: string;
  updatedAt: string;
}
export interface AdRelease {
  id: number;
  platform: AdPlatform;
  env: Env;
  conf: { ads: AdRef[] };
  published: boolean;
  enable: boolean;
  /** For a prod release: the sandbox release it was synced from. */
  sandboxId: number | null;
  /** The snapshot of its last upload (what the deployments list shows for it). */
  returnId: number | null;
  /**
   * The snapshot game clients of its env and platform get now, when it serves this release (after a
   * rollback to it, the rollback's snapshot); null when another release or nothing is live. Read
   * from the publish pointer, so a rollback shows at once.
   */
  liveId: number | null;
  operator: string;
  createdAt: string;
  updatedAt: string;
}
/** An ad as the game client gets it. */
export interface PublishedAd {
  id: number;
  projectCode: string;
  name: Record<string, string>;
  icon: string | null;
  campaign: string | null;
  list: AdFile | null;
  mrect: AdFile | null;
}
export interface PublishedAds {
  releaseId: number;
  platform: AdPlatform;
  enable: boolean;
  ads: PublishedAd[];
}
export interface Deployment {
  /** The snapshot's id (returnId). */
  id: number;
  /** Null for a snapshot without content (the target was taken off the air). */
  releaseId: number | null;
  enable: boolean;
  ads: PublishedAd[];
  operator: string;
  updatedAt: string;
}
/** The ads a release may pick, by project. */
export interface AdCandidates {
  projects: { code: string; nickname: string; ads: { id: number; name: string; icon: string | null }[] }[];
}
