// Plugin `online-releases` (000 §2.12): the releases game clients download (a resource file, by
// upload or from a published puzzle-content release), per env, published through core's publish
// life cycle: sandbox upload; prod copy by sync; prod upload to staging, then switch.
// Zod-free (the web manifest imports it): schemas in schemas.ts, typed endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';
import type { PublishableRef } from '../../core/shared/release';

export const PLUGIN_ID = 'online-releases';
/** The publish pipeline's kind; the key is the online release's id. */
export const PUBLISH_KIND = 'online-releases';

export const paths = { onlineReleases: '/:code/online_release' } as const;
export const RIGHT_ONLINE_RELEASES = 'online_release';
export const rights: RightDecl[] = [{ name: RIGHT_ONLINE_RELEASES, url: paths.onlineReleases, title: 'Online releases' }];

export const releases: PublishableRef<typeof PLUGIN_ID> = { id: PLUGIN_ID, title: 'online releases', right: RIGHT_ONLINE_RELEASES, kinds: [PUBLISH_KIND] };

export const ONLINE_ENVS = ['sandbox', 'prod'] as const;
export type OnlineEnv = (typeof ONLINE_ENVS)[number];
/** 000 §1: online releases also know mac. */
export const ONLINE_PLATFORMS = ['android', 'ios', 'mac'] as const;
export type OnlinePlatform = (typeof ONLINE_PLATFORMS)[number];
/** 000 §9. */
export const PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 20, 50, 100];
export const MODES = ['Input', 'Select'] as const;
export type Mode = (typeof MODES)[number];

/** 000 §5 (and 001 §5's texts where 000 names a rule without its words); "ours" fill gaps. */
export const MESSAGES = {
  nameRequired: 'Please input name',
  typeRequired: 'Please select Release Type',
  fileRequired: 'Please select a file',
  releaseRequired: 'Please select a release', // ours
  versionIllegal: 'Client version must look like 1.2.3', // ours
  versionOrder: 'The min client version must not be above the max', // ours
  typeUnknown: (t: string) => `Release type '${t}' is not one of the project's release types`, // ours
  releaseNotPublished: (id: number) => `Release #${id} is not published`, // ours
  releaseNoFile: (id: number) => `Release #${id} has no data file yet`, // ours
  sandboxOnly: 'Online releases are created on sandbox', // ours
  publishFirst: 'Upload the release to sandbox first', // ours
  alreadyUploaded: (id: number) => `Online release ${id} is already uploaded; edit it to upload again`, // ours
  prodHasCopy: (id: number, prodId: number) => `Online release ${id} already has a prod copy (${prodId})`, // ours
  notProd: 'Staging and switch are for prod online releases', // ours
  notStaged: 'Upload the release to staging first', // ours
  prodReadOnly: 'A prod online release takes its content from sandbox: use sync', // ours
};

export const CONFIRM = {
  switchProd: 'Are you sure to publish to Prod?',
};

export interface ClientVersionRule {
  clientVersions: [string, string];
}

/** API shape of one online release. */
export interface OnlineRelease {
  id: number;
  env: OnlineEnv;
  name: string;
  releaseType: string;
  localReleaseId: number | null;
  platform: OnlinePlatform | null;
  rule: ClientVersionRule | null;
  prodId: number | null;
  sandboxId: number | null;
  returnId: number | null;
  /** 1: uploaded to prod's staging slot, not yet switched live. */
  staging: 0 | 1;
  crc: string | null;
  assetFileHash: string | null;
  resourceName: string | null;
  resourceUrl: string | null;
  resourceSize: number | null;
  resourceMd5: string | null;
  operator: string;
  createdAt: string;
  updatedAt: string;
}

/** What the game client reads per live release. */
export interface ClientOnlineRelease {
  id: number;
  name: string;
  releaseType: string;
  platform: OnlinePlatform | null;
  rule: ClientVersionRule | null;
  localReleaseId: number | null;
  resource: { url: string; md5: string; size: number; crc: string };
}

// The life cycle of 000 §4, for the screen (which action shows) and the server (which it allows).
type Life = Pick<OnlineRelease, 'env' | 'returnId' | 'prodId'> & { staging: number };
export const canUpload = (r: Life) => r.env === 'sandbox' && !r.returnId;
export const canSync = (r: Life) => r.env === 'sandbox' && !!r.returnId;
export const canStage = (r: Life) => r.env === 'prod' && !r.staging && !r.returnId;
export const canSwitch = (r: Life) => r.env === 'prod' && !!r.staging;

export interface MoveResult {
  returnId: number;
  unchanged: boolean;
  release: OnlineRelease;
}
