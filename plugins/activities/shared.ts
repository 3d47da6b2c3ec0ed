// Plugin `activities` (001): timed in-game activities per env, published to the game server
// through the publish pipeline; gray releases split players between activities by weight.
// Zod-free (the web manifest imports this file into the entry chunk): the schemas are in
// schemas.ts, the typed endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';
import type { PublishableRef } from '../../core/shared/release';

export const PLUGIN_ID = 'activities';
/** The publish pipeline's kind; the key is the activity's id. */
export const PUBLISH_KIND = 'activities';

export const paths = { activities: '/:code/activities' } as const;
export const RIGHT_ACTIVITIES = 'activities';
export const rights: RightDecl[] = [{ name: RIGHT_ACTIVITIES, url: paths.activities, title: 'Activities' }];

/** What the plugin publishes: one activity per key (kind 'activities', key = the activity's id). */
export const releases: PublishableRef<typeof PLUGIN_ID> = {
  id: PLUGIN_ID,
  title: 'activities',
  right: RIGHT_ACTIVITIES,
  kinds: [PUBLISH_KIND],
};

export const ACTIVITY_ENVS = ['sandbox', 'prod'] as const;
export type ActivityEnv = (typeof ACTIVITY_ENVS)[number];

/** 001 §9: the version array is Android, iOS, Mac (platforms 1, 2, 3). */
export const VERSION_PLATFORMS = ['Android', 'iOS', 'Mac'] as const;
export const DEFAULT_MAC_VERSION = '1.0.0';
export const DEFAULT_WINDOW_DAYS = 7;
export const HISTORY_AFTER_MS = 24 * 60 * 60 * 1000;
export const PAGE_SIZES = [10, 20, 50, 100];

/** 001 §5 and §8 texts, exact; those marked "ours" fill gaps the spec leaves. */
export const MESSAGES = {
  nameRequired: "Please input activity's name",
  versionRequired: 'Please input client version',
  fileRequired: 'Please select a file',
  weightsSum: 'The weights must add up to 100!',
  versionIllegal: 'Client version must look like 1.2.3', // ours
  rangeRequired: 'Please select the time range', // ours
  rangeOrder: 'The close time must be after the open time', // ours
  ruleObject: 'rule must be a JSON object', // ours
  priorityNumber: 'Priority must be a whole number', // ours
  grayActivities: 'Please select at least one activity', // ours
  grayTag: 'Please input a tag', // ours
  grayTagTwice: (tag: string) => `Tag '${tag}' is used twice`, // ours
  grayName: 'Please input a name', // ours
  grayWeight: 'Weight must be 0 to 100', // ours
  nameFixed: "An activity's name cannot change after creation", // ours
};

export const CONFIRM = {
  delete: 'Are you sure to delete?',
  prodStatus: 'Are you sure to change status on Prod?',
  publishProd: 'Are you sure to publish to Prod?',
};

export type GrayRelease = { tag: string; weight: number; name: string };

/** 001 §9: even split by rounding, the last group takes the remainder (3 -> 33, 33, 34). */
export function evenWeights(n: number): number[] {
  if (n <= 0) return [];
  const each = Math.round(100 / n);
  return Array.from({ length: n }, (_, i) => (i < n - 1 ? each : 100 - each * (n - 1)));
}

/** API shapes. */
export interface Activity {
  id: number;
  env: ActivityEnv;
  name: string;
  openAt: string;
  closeAt: string;
  priority: number;
  enable: 0 | 1;
  rule: Record<string, unknown>;
  version: [string, string, string];
  /** The resource's path under the file host; download at `resourceUrl`. */
  resource: string | null;
  resourceUrl: string | null;
  resourceName: string | null;
  resourceSize: number | null;
  resourceMd5: string | null;
  returnId: number | null;
  prodId: number | null;
  sandboxId: number | null;
  /** The same for a sandbox activity and its prod copy: the sandbox id. */
  eventId: number;
  grayRelease: GrayRelease | null;
  operator: string;
  createdAt: string;
  updatedAt: string;
  /** Published, and edited since: what the game server has is older. */
  changed: boolean;
}

/** What game clients get for one activity. */
export interface ClientActivity {
  id: number;
  eventId: number;
  name: string;
  openAt: string;
  closeAt: string;
  priority: number;
  rule: Record<string, unknown>;
  resource: { url: string; md5: string | null; size: number | null } | null;
  grayRelease: { name: string; tag: string } | null;
}

// Lifecycle of 001 §4, used by the screen (which actions show) and the server (which it allows).
type Life = Pick<Activity, 'env' | 'returnId' | 'prodId'> & { closeAt: string | Date };
export const isHistory = (a: Life, now = Date.now()) =>
  !!a.returnId && new Date(a.closeAt).getTime() < now - HISTORY_AFTER_MS && (a.env === 'prod' || !!a.prodId);
export const canDelete = (a: Life) => a.env === 'sandbox' && !a.prodId;
export const canCreateProd = (a: Life) => a.env === 'sandbox' && !!a.returnId && !a.prodId;
export const canSyncResource = (a: Life) => a.env === 'sandbox' && !!a.prodId;

export { compareVersions } from '../../core/shared/version';

/** What a publish answers (`unchanged`: nothing changed since the last release, none was made). */
export interface PublishResult {
  returnId: number;
  unchanged: boolean;
  activity: Activity;
}

/** What saving a gray release group answers: its members as saved and the activities taken out. */
export interface GrayGroupSaved {
  name: string;
  removed: number[];
  members: { id: number; tag: string; weight: number }[];
}
