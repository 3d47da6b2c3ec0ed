// Plugin `training` (001 §2 "User training", §3 "Training user", §4 build status, §7 Training,
// §9): what game clients record about a player's play (training data for models), one row per
// player with its upload count, and an aggregate job that builds the player's SQLite file.
// Zod-free (the web manifest imports this file into the entry chunk): the schemas are in schemas.ts.
import type { RightDecl } from '../../core/shared/access';
import type { Env } from '../../core/shared/constants';

export const PLUGIN_ID = 'training';

export const paths = { training: '/:code/training' } as const;
export const ROUTE_NAMES = { training: 'training' } as const;

/** Reading the training users, aggregating a user's uploads and downloading the file. */
export const RIGHT_TRAINING = 'training';
export const rights: RightDecl[] = [
  { name: RIGHT_TRAINING, url: paths.training, title: "Read players' training data, aggregate and download it" },
];

/** The job that builds a player's SQLite file. */
export const AGGREGATE_JOB = 'training.aggregate';

/** 001 §9: 20 a page, options 20/50/100/500, upload count descending. */
export const PAGE_SIZES = [20, 50, 100, 500];
export const DEFAULT_PAGE_SIZE = 20;
/** Ours: the screen opens on prod, where real players' data is. */
export const DEFAULT_ENV: Env = 'prod';

/** 001 §9 platform labels (training data comes from phones). */
export const TRAINING_PLATFORMS = { 1: 'Android', 2: 'iOS' } as const;
export type TrainingPlatform = keyof typeof TRAINING_PLATFORMS;

/** Ours: client upload limits. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;
export const MAX_RECORDS = 5000;
export const MAX_UPLOADS_PER_USER_DAY = 200;
export const MAX_UPLOADS_PER_ADDRESS_HOUR = 600;
/** An upload's records up to this size stay in the row; bigger ones go to file storage. */
export const INLINE_RECORDS_BYTES = 64 * 1024;
/** The free-form `extra` of one record, as JSON text. */
export const MAX_EXTRA_BYTES = 4096;
export const FIREBASE_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** 001 §4. */
export const BUILD_STATUSES = ['init', 'building', 'success', 'failed'] as const;
export type BuildStatus = (typeof BUILD_STATUSES)[number];
export const STATUS_LABELS: Record<BuildStatus, string> = {
  init: 'init',
  building: 'building ...',
  success: 'success',
  failed: 'failed !',
};
/** 001 §4's blue, geekblue (Mantine's indigo), green, red. */
export const STATUS_COLOURS: Record<BuildStatus, string> = { init: 'blue', building: 'indigo', success: 'green', failed: 'red' };
/** 001 §4: the aggregate trigger is disabled in these. */
export const BUSY_STATUSES: readonly BuildStatus[] = ['init', 'building'];

export const TOASTS = { triggered: 'Triggered', downloaded: 'Downloaded' };

export const MESSAGES = {
  firebaseIdRequired: 'Please input firebase id',
  firebaseIdPattern: 'firebaseId must be 1 to 128 letters, digits, _ or -',
  userIdRequired: 'Please input user id',
  platform: 'platform must be 1 (Android) or 2 (iOS)',
  env: 'env must be sandbox or prod',
  recordsRequired: 'records must be a list of at least one record',
  tooManyRecords: `At most ${MAX_RECORDS} records per upload`,
  extraTooLarge: `extra must be a JSON object of at most ${MAX_EXTRA_BYTES} bytes`,
  tooLarge: `An upload is at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
  userQuota: `At most ${MAX_UPLOADS_PER_USER_DAY} uploads per player a day; try again later`,
  addressQuota: `At most ${MAX_UPLOADS_PER_ADDRESS_HOUR} uploads an hour from one address; try again later`,
  noUser: 'No training data for this user',
  busy: 'The file is already being built',
  notReady: 'The file is not built yet: aggregate first',
  fileGone: 'The built file is no longer stored: aggregate again',
  noUploads: 'The user has no uploads to aggregate',
};

/** 001 §3 "Training user", with the fields the table shows. */
export interface TrainingUser {
  fId: string;
  userId: string;
  platform: number;
  meta: { uploadCount: number; bytes: number; lastUploadAt: string | null };
  fileInfo: { status: BuildStatus | null; lastKey: string | null; builtAt: string | null; error: string | null; jobId: number | null };
}

export interface TrainingListResponse {
  users: TrainingUser[];
  total: number;
}

export interface UploadAnswer {
  accepted: number;
  uploadCount: number;
}

/** The last path segment of a stored key, for the file-info column. */
export const keyName = (key: string) => key.slice(key.lastIndexOf('/') + 1);
