// Plugin `online-releases` (000 §2.12): the releases game clients download (a resource file, by
// upload or from a published puzzle-content release), per env, published through core's publish
// life cycle: sandbox upload; prod copy by sync; prod upload to staging, then switch.
// Zod-free (the web manifest imports it): schemas in schemas.ts, typed endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';
import type { PublishableRef } from '../../core/shared/release';

export const PLUGIN_ID = 'online-releases';
/** The publish pipeline's kind; the key is the online release's id. */
export const PUBLISH_KIND = 'online-releases';

export const paths = { onlineReleases: '/:code/online_release', onlineReleasesV2: '/:code/online_release_v2' } as const;
export const RIGHT_ONLINE_RELEASES = 'online_release';
export const rights: RightDecl[] = [{ name: RIGHT_ONLINE_RELEASES, url: paths.onlineReleases, title: 'Online releases' }];

export const releases: PublishableRef<typeof PLUGIN_ID> = {
  id: PLUGIN_ID,
  title: 'online releases',
  right: RIGHT_ONLINE_RELEASES,
  kinds: [PUBLISH_KIND, 'online-general', 'online-multipart'],
};

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
  platformRequired: 'Please select platform', // 001 §5's text
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

// ---- 001: online releases v2, general releases ----

/** The pipeline kind of general releases (key = the release's id). */
export const GENERAL_KIND = 'online-general';
/** 001 §4, in order; the error states beside. */
export const GENERAL_STATUS = {
  init: 'Init',
  resourceReady: 'Resource Ready',
  sandbox: 'Sandbox deployed',
  staging: 'Staging deployed',
  prod: 'Prod deployed',
  sandboxError: 'Sandbox deploy error',
  stagingError: 'Staging deploy error',
  prodError: 'Prod deploy error',
} as const;
export type GeneralStatus = (typeof GENERAL_STATUS)[keyof typeof GENERAL_STATUS];
export const GENERAL_STEPS: GeneralStatus[] = [
  GENERAL_STATUS.init,
  GENERAL_STATUS.resourceReady,
  GENERAL_STATUS.sandbox,
  GENERAL_STATUS.staging,
  GENERAL_STATUS.prod,
];

/** 001 §4: resource statuses (Invalid is shown as Failed). */
export const RESOURCE_STATUS = { init: 'Init', available: 'Available', generating: 'Generating', invalid: 'Invalid' } as const;
export type ResourceStatus = (typeof RESOURCE_STATUS)[keyof typeof RESOURCE_STATUS];
export const resourceStatusLabel = (s: ResourceStatus) => (s === 'Invalid' ? 'Failed' : s);

/** 001 §9: general releases' platforms, 0 all. */
export const GENERAL_PLATFORMS = [
  { value: 0, label: 'All' },
  { value: 1, label: 'Android' },
  { value: 2, label: 'iOS' },
] as const;
export type GeneralPlatform = 0 | 1 | 2;
/** What a multi-platform local release's asset bundles are built for. */
export const BUNDLE_PLATFORMS: GeneralPlatform[] = [1, 2];
export const FROM_TYPES = [
  { value: 'local', label: 'Local release' },
  { value: 'manual', label: 'Manual upload' },
] as const;
export type FromType = (typeof FROM_TYPES)[number]['value'];

/** 001 §5, exact. */
export const GENERAL_MESSAGES = {
  name: 'Please input name',
  fromType: 'Please select From Type',
  fromId: 'Please select From Id',
  releaseType: 'Please select Release Type',
  files: 'Please upload files',
  versionTag: 'Please input Version Tag',
  platform: 'Please select platform',
  assetFileName: 'Please select assetFileName',
  oneFile: 'Only one file can be uploaded', // ours
  buildNum: (n: number, current: number) => `Build ${n} is not the current build (${current})`, // ours
  notAllowed: (action: string, status: string) => `${action} is not allowed in status '${status}'`, // ours
  notInvalid: 'Only a failed resource is generated again', // ours
  notMultiPlatform: 'Asset bundles are generated for multi-platform local releases only', // ours
  quickDeployOff: 'Quick deploy is not enabled for this project', // ours
};

/** 001 §4's allowed actions by status. */
export const canDeploySandbox = (s: string) => s === GENERAL_STATUS.resourceReady || s === GENERAL_STATUS.sandboxError;
export const canDeployStaging = (s: string) => s === GENERAL_STATUS.sandbox || s === GENERAL_STATUS.stagingError;
export const canSwitchProd = (s: string) => s === GENERAL_STATUS.staging || s === GENERAL_STATUS.prodError;

export interface GeneralRelease {
  id: number;
  name: string;
  releaseType: string;
  buildNum: number;
  buildNums: number[];
  versionTag: string;
  country: string;
  status: GeneralStatus;
  operator: string;
  fromType: FromType;
  fromId: number | null;
  multiPlatform: boolean;
  rule: ClientVersionRule | null;
  platform: GeneralPlatform;
  assetFileName: string;
  createdAt: string;
  updatedAt: string;
}

export interface GeneralResource {
  id: number;
  genDataReleaseId: number;
  buildNum: number;
  platform: GeneralPlatform;
  key: string;
  url: string | null;
  md5: string;
  size: number;
  status: ResourceStatus;
  extra: { error?: string; jobId?: number; fileName?: string };
}

export interface GeneralDeploy {
  id: number;
  returnId: number;
  platform: GeneralPlatform;
  env: OnlineEnv;
  staging: boolean;
  buildNum: number;
  operator: string;
  createdAt: string;
}

/** The plugin's project config flags (key `onlineReleases`): 001 §2's per-project cases. */
export interface OnlineReleaseFlags {
  /** The quick deploy to sandbox action (001 §6: two projects). */
  quickDeploy: boolean;
  /** The Multipart tab, which the screen opens on (001 §2: one project). */
  multipart: boolean;
  /** 000 §5 "Platform required for unity projects": the projects that set it must name a platform. */
  platformRequired: boolean;
}
export const DEFAULT_FLAGS: OnlineReleaseFlags = { quickDeploy: false, multipart: false, platformRequired: false };

// ---- 001: multipart releases ----
export const MULTIPART_KIND = 'online-multipart';
export const MULTIPART_STATUS = { init: 'Init', sandbox: 'Sandbox deployed', prod: 'Prod deployed' } as const;
export type MultipartStatus = (typeof MULTIPART_STATUS)[keyof typeof MULTIPART_STATUS];
/** The part size a local release's data file is cut into (bytes), when the form gives none. Ours. */
export const DEFAULT_CUT_SIZE = 1024 * 1024;
export const MIN_CUT_SIZE = 1024;

export const MULTIPART_MESSAGES = {
  name: 'Please input name',
  releaseType: 'Please select Release Type',
  release: 'Please select a release', // ours (001 §5 names the field without words)
  versionTag: 'Please input Version Tag',
  cutSize: `cutSize must be a whole number of bytes, at least ${MIN_CUT_SIZE}`, // ours
  off: 'Multipart releases are not enabled for this project', // ours
  prodAfterSandbox: 'Deploy to sandbox first', // ours
  noRelease: 'Select a release first', // ours
};

export interface MultipartRelease {
  id: number;
  name: string;
  typeName: string;
  buildNum: number;
  versionTag: string;
  country: string;
  rule: ClientVersionRule | null;
  operator: string;
  status: MultipartStatus;
  extra: { localReleaseId: number | null; sandbox_returnId: number | null; prod_returnId: number | null };
  config: { cutSize: number; default: { resources: { sort: number; url: string; md5: string; size: number }[] } };
  updatedAt: string;
}

export const multipartStatus = (m: Pick<MultipartRelease, 'extra'>): MultipartStatus =>
  m.extra.prod_returnId ? MULTIPART_STATUS.prod : m.extra.sandbox_returnId ? MULTIPART_STATUS.sandbox : MULTIPART_STATUS.init;
export const canDeployMultipart = (m: Pick<MultipartRelease, 'extra'>, env: OnlineEnv) =>
  env === 'sandbox' ? !!m.extra.localReleaseId : !!m.extra.sandbox_returnId;

/** What the forms choose from: the project's release types, its published releases, its flags. */
export interface OnlineReleaseOptions {
  releaseTypes: string[];
  releases: { id: number; name: string; type: string; hasDataFile: boolean }[];
  flags: OnlineReleaseFlags;
}
