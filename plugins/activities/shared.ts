// Plugin `activities` (001): timed in-game activities per env, published to the game server
// through the publish pipeline; gray releases split players between activities by weight.
// One zod schema per form serves the Mantine form and the server (multipart fields arrive as
// strings, the form holds numbers and Dates: the preprocessors read both).
import { z } from 'zod';
import type { RightDecl } from '../../core/shared/access';
import { publishableSpec, type PublishableRef } from '../../core/shared/publish';
import { checkWhenValid, idField, isoDateTime, MAX_CHARS, requiredText, wholeNumber } from '../../core/shared/zod';

export const PLUGIN_ID = 'activities';
/** The publish pipeline's kind; the key is the activity's id. */
export const PUBLISH_KIND = 'activities';

export const paths = { activities: '/:code/activities' } as const;
export const RIGHT_ACTIVITIES = 'activities';
export const rights: RightDecl[] = [{ name: RIGHT_ACTIVITIES, url: paths.activities, title: 'Activities' }];

/** What the plugin publishes: one activity per key (kind 'activities', key = the activity's id). */
export const releases: PublishableRef<typeof PLUGIN_ID> = { id: PLUGIN_ID, title: 'activities', right: RIGHT_ACTIVITIES, kinds: [PUBLISH_KIND] };
export const publishable = /* @__PURE__ */ publishableSpec(releases);

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

const VERSION = /^\d{1,6}(\.\d{1,6}){0,3}$/;

/** JSON text (a multipart field) or the value itself. */
const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return Symbol.for('invalid-json');
  }
};

/** Open and close times: ISO date-times only (the form sends Date.toISOString()). */
const instant = (message: string) => isoDateTime(message);

const clientVersion = z.preprocess((v) => (v === null || v === undefined ? '' : String(v)), requiredText(MESSAGES.versionRequired, 20).refine((v) => !v || VERSION.test(v), MESSAGES.versionIllegal));

export const versionsField = z.preprocess(
  (v) => {
    const parsed = jsonText(v);
    return Array.isArray(parsed) ? [0, 1, 2].map((i) => parsed[i] ?? '') : ['', '', ''];
  },
  z.tuple([clientVersion, clientVersion, clientVersion]),
);

/** 1 or 0 (also true/false, and their strings from a multipart form). */
export const enableField = z.preprocess(
  (v) => (v === true || v === 1 || v === '1' || v === 'true' ? 1 : v === false || v === 0 || v === '0' || v === 'false' ? 0 : v === '' ? undefined : v),
  z.union([z.literal(0), z.literal(1)], { error: 'enable must be 1 or 0' }),
);

const timeWindow = {
  openAt: instant(MESSAGES.rangeRequired),
  closeAt: instant(MESSAGES.rangeRequired),
};
const rangeCheck = (v: { openAt: Date; closeAt: Date }, ctx: z.RefinementCtx) => {
  if (v.closeAt.getTime() <= v.openAt.getTime()) ctx.addIssue({ code: 'custom', message: MESSAGES.rangeOrder, path: ['closeAt'] });
};

/** Create/edit of a sandbox activity (and copy from history): every field but the file. */
export const activityFieldsSchema = z
  .object({
    name: z.preprocess((v) => v ?? '', requiredText(MESSAGES.nameRequired, 120)),
    ...timeWindow,
    // The column is a 32-bit integer.
    priority: z.preprocess((v) => (v === '' || v === undefined || v === null ? 0 : Number(v)), wholeNumber({ label: 'Priority', min: -2147483648, max: 2147483647, notWhole: MESSAGES.priorityNumber })),
    enable: enableField.default(1),
    rule: z.preprocess(
      (v) => (v === undefined || v === '' ? {} : jsonText(v)),
      z
        .record(z.string(), z.unknown(), { error: MESSAGES.ruleObject })
        .refine((r) => JSON.stringify(r).length <= MAX_CHARS.json, `The rule is at most ${MAX_CHARS.json} characters of JSON`),
    ),
    version: versionsField,
  })
  .superRefine(rangeCheck, checkWhenValid('openAt', 'closeAt'));
export type ActivityFields = z.output<typeof activityFieldsSchema>;

/** 'To Prod': the prod copy's own window and versions. */
export const prodFieldsSchema = z.object({ ...timeWindow, version: versionsField }).superRefine(rangeCheck, checkWhenValid('openAt', 'closeAt'));
export const prodCreateSchema = z
  .object({ ...timeWindow, version: versionsField, sandboxId: idField('sandboxId is required') })
  .superRefine(rangeCheck, checkWhenValid('openAt', 'closeAt'));

/** One activity's place in a gray release: PUT ... grayRelease (null leaves the group). */
export const grayReleaseSchema = z.preprocess(
  (v) => (v === '' || v === 'null' ? null : jsonText(v)),
  z
    .object({
      tag: z.preprocess((v) => v ?? '', requiredText(MESSAGES.grayTag, 40)),
      weight: z.preprocess((v) => (v === '' || v === null ? undefined : Number(v)), z.number({ error: MESSAGES.grayWeight }).int(MESSAGES.grayWeight).min(0, MESSAGES.grayWeight).max(100, MESSAGES.grayWeight)),
      name: z.preprocess((v) => v ?? '', requiredText(MESSAGES.grayName, 80)),
    }, { error: 'grayRelease must be {tag, weight, name} or null' })
    .nullable(),
);
export type GrayRelease = { tag: string; weight: number; name: string };

/** The gray release modal: a named group of activities, one tag and weight each. */
export const grayGroupSchema = z
  .object({
    name: z.preprocess((v) => v ?? '', requiredText(MESSAGES.grayName, 80)),
    members: z
      .array(
        z.object({
          id: idField('Please select at least one activity'),
          tag: z.preprocess((v) => v ?? '', requiredText(MESSAGES.grayTag, 40)),
          weight: z.number({ error: MESSAGES.grayWeight }).int(MESSAGES.grayWeight).min(0, MESSAGES.grayWeight).max(100, MESSAGES.grayWeight),
        }),
      )
      .min(1, MESSAGES.grayActivities),
  })
  .superRefine((g, ctx) => {
    if (g.members.length && g.members.reduce((s, m) => s + (Number.isFinite(m.weight) ? m.weight : 0), 0) !== 100) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.weightsSum, path: ['members'] });
    }
    const seen = new Set<string>();
    g.members.forEach((m, i) => {
      const tag = m.tag.trim();
      if (tag && seen.has(tag)) ctx.addIssue({ code: 'custom', message: MESSAGES.grayTagTwice(tag), path: ['members', i, 'tag'] });
      seen.add(tag);
    });
  });
export type GrayGroupForm = z.input<typeof grayGroupSchema>;

/** 001 §9: even split by rounding, the last group takes the remainder (3 -> 33, 33, 34). */
export function evenWeights(n: number): number[] {
  if (n <= 0) return [];
  const each = Math.round(100 / n);
  return Array.from({ length: n }, (_, i) => (i < n - 1 ? each : 100 - each * (n - 1)));
}

export const envQuerySchema = z.object({
  env: z.enum(ACTIVITY_ENVS, { error: 'env must be sandbox or prod' }).default('sandbox'),
});

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

// The API's typed endpoints are in endpoints.ts: the manifest imports this file into the entry chunk.
