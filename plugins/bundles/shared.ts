// Plugin `bundles` (000 §2.9): timed content bundles per platform, Normal (a date range) or Loop
// (a start, an interval and a switch per day), published as the platform's whole set to sandbox
// and prod. One schema serves the form and the server; the spec's messages are written once.
import { z } from 'zod';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import type { RightDecl } from '../../core/shared/access';
import { publishableSpec, type PublishableRef } from '../../core/shared/publish';
import { BUNDLE_TYPE, formatLa, laDay, MAX_INTERVAL_DAYS } from './schedule';
import { compareVersions } from '../../core/shared/version';
import { atMost, checkWhenValid, envNameField, fileUrlProblem, int4, MAX_CHARS, platformCodeField, safeDecodeURIComponent, wholeNumber } from '../../core/shared/zod';

export const PLUGIN_ID = 'bundles';
/** The publish pipeline's kind; the key is the platform. */
export const PUBLISH_KIND = 'bundles';
export const paths = { bundles: '/:code/bundles' } as const;

export const RIGHT_BUNDLES = 'bundle';
export const rights: RightDecl[] = [{ name: RIGHT_BUNDLES, url: paths.bundles, title: 'Bundles' }];

export const BUNDLE_PLATFORMS = [
  { value: 1, label: 'Android' },
  { value: 2, label: 'iOS' },
] as const;
export type BundlePlatform = 1 | 2;
export const platformLabel = (p: number) => BUNDLE_PLATFORMS.find((x) => x.value === p)?.label ?? String(p);

/** What the plugin publishes: a platform's bundles (kind 'bundles', key = platform). */
export const releases: PublishableRef<typeof PLUGIN_ID> = {
  id: PLUGIN_ID,
  title: 'bundles',
  right: RIGHT_BUNDLES,
  kinds: [PUBLISH_KIND],
  keys: BUNDLE_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label })),
};
export const publishable = /* @__PURE__ */ publishableSpec(releases);
export const BUNDLE_TYPES = [
  { value: BUNDLE_TYPE.normal, label: 'Normal' },
  { value: BUNDLE_TYPE.loop, label: 'Loop' },
] as const;
export const PAGE_SIZES = [10, 20, 50, 100];
/** 000 §5: letters, digits, _ - . only. */
export const FILE_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export const OPEN_VERSION = '0.0.0';
const VERSION_PATTERN = /^\d{1,6}\.\d{1,6}\.\d{1,6}$/;

/** 000 §5 and §8, exact; where the spec names a rule without its words, ours follow its style. */
export const MESSAGES = {
  platformRequired: 'Please select platform',
  typeRequired: 'Please select type',
  nameRequired: "Please input bundle's name",
  fileRequired: '请上传资源文件',
  fileName: '文件名只能由字母数字_-.组成',
  startRequired: 'Please select start date',
  endRequired: 'Please select end date',
  startPast: 'Start date can not be earlier than today',
  startAfterEnd: 'Start date can not be later than end date',
  intervalRequired: 'Please input loop interval days',
  intervalMin: 'Loop interval days can not be less than 0',
  intervalMax: `Loop interval days can not be more than ${MAX_INTERVAL_DAYS}`, // ours
  switchesLength: 'Need one switch per loop day',
  envRequired: 'Please select env',
  versionIllegal: 'Illegal version!',
  versionOrder: 'The min version must not be greater than the max version',
  startLaterThanEnd: (name: string) => `${name} start time is later than end time`,
  endEarlierThanServer: (name: string) => `${name} end time is earlier than server time`,
};
export const CONFIRM = {
  deleteTitle: 'WARNING!',
  delete: (name: string) => `Are you sure to delete ${name}?`,
  uploadProd: 'Are you sure to upload to prod ?',
};
export const TOASTS = { created: 'CREATED!', updated: 'UPDATED!', deleted: 'DELETED!', uploaded: 'Uploaded' };

export { compareVersions } from '../../core/shared/version';

/** The file name at the end of a url or path ('' when its percent-encoding is malformed: not a legal name). */
export const fileNameOf = (url: string) => safeDecodeURIComponent(url.split('?')[0].split('/').pop() ?? '') ?? '';

const blank = (v: unknown) => (v === '' || v === null ? undefined : v);
const seconds = (message: string) => z.preprocess(blank, z.number({ error: message }).int(message).min(0).max(2 ** 40));

export const platformField = platformCodeField<BundlePlatform>([1, 2], MESSAGES.platformRequired);

export const envField = envNameField(MESSAGES.envRequired);

const versionBound = z.preprocess((v) => (typeof v === 'string' && v.trim() ? v.trim() : OPEN_VERSION), z.string().regex(VERSION_PATTERN, MESSAGES.versionIllegal));
/** The bundle's rule: a client version range, 0.0.0 leaving a side open. */
export const ruleSchema = z
  .object({ clientVersions: z.tuple([versionBound, versionBound]).optional() })
  .default({})
  .superRefine((r, ctx) => {
    const [min, max] = r.clientVersions ?? [OPEN_VERSION, OPEN_VERSION];
    if (max !== OPEN_VERSION && compareVersions(min, max) > 0) ctx.addIssue({ code: 'custom', message: MESSAGES.versionOrder, path: ['clientVersions', 1] });
  });
export type BundleRule = z.output<typeof ruleSchema>;

export const resourceSchema = z.object(
  {
    url: z.string({ error: MESSAGES.fileRequired }).trim().min(1, MESSAGES.fileRequired).max(MAX_CHARS.url, atMost(MAX_CHARS.url)).refine((u) => FILE_NAME_PATTERN.test(fileNameOf(u)), MESSAGES.fileName).refine((u) => fileUrlProblem(u) === null, 'Use an uploaded file or an http(s) link'),
    size: int4(undefined, 0).optional(),
    md5: z.string().max(64).optional(),
  },
  { error: MESSAGES.fileRequired },
);

export const contentSchema = z
  .object({
    type: z.preprocess(blank, z.union([z.literal(1), z.literal(2)], { error: MESSAGES.typeRequired })),
    start: seconds(MESSAGES.startRequired),
    end: z.preprocess(blank, z.number().int().min(0).max(2 ** 40).nullish()).transform((v) => v ?? null),
    resource: z.preprocess((v) => v ?? undefined, resourceSchema),
    switchList: z.array(z.union([z.literal(0), z.literal(1)])).max(MAX_INTERVAL_DAYS).default([]),
    loopIntervalDays: z.preprocess(
      blank,
      wholeNumber({ label: 'Loop interval days', min: 0, max: MAX_INTERVAL_DAYS, required: MESSAGES.intervalRequired, tooSmall: MESSAGES.intervalMin, tooBig: MESSAGES.intervalMax }).optional(),
    ),
    loopTag: z.string().trim().max(64).default(''),
  })
  // Each check runs once the fields it reads parsed, whatever else is missing (all messages at once).
  .superRefine((c, ctx) => {
    if (c.type === BUNDLE_TYPE.normal && c.end === null) ctx.addIssue({ code: 'custom', message: MESSAGES.endRequired, path: ['end'] });
    if (c.end !== null && c.start > c.end) ctx.addIssue({ code: 'custom', message: MESSAGES.startAfterEnd, path: ['start'] });
  }, checkWhenValid('type', 'start', 'end'))
  .superRefine((c, ctx) => {
    if (c.type === BUNDLE_TYPE.loop) {
      if (c.loopIntervalDays === undefined) ctx.addIssue({ code: 'custom', message: MESSAGES.intervalRequired, path: ['loopIntervalDays'] });
      else if (c.loopIntervalDays <= MAX_INTERVAL_DAYS && c.switchList.length !== c.loopIntervalDays) ctx.addIssue({ code: 'custom', message: MESSAGES.switchesLength, path: ['switchList'] });
    }
  }, checkWhenValid('type', 'switchList', 'loopIntervalDays'))
  // A Normal bundle keeps no loop settings.
  .transform((c) =>
    c.type === BUNDLE_TYPE.loop
      ? { ...c, loopIntervalDays: c.loopIntervalDays ?? 0 }
      : { ...c, switchList: [] as (0 | 1)[], loopIntervalDays: 0, loopTag: '' },
  );
export type BundleContent = z.output<typeof contentSchema>;

/** POST /bundle: id null on create. */
export const saveBundleSchema = z.object({
  id: z.number().int().positive().max(2 ** 31 - 1).nullish(),
  platform: platformField,
  name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(MAX_CHARS.name, atMost(MAX_CHARS.name)),
  description: z.string().trim().max(MAX_CHARS.text, atMost(MAX_CHARS.text)).nullish().transform((v) => v ?? ''),
  rule: ruleSchema,
  content: z.preprocess((v) => v ?? {}, contentSchema),
});
export type SaveBundleBody = z.input<typeof saveBundleSchema>;

/** 000 §5: a start no earlier than today (Los Angeles), checked when a start is set or moved. */
export function startInPast(start: number, now: number): boolean {
  return laDay(start) < laDay(now);
}

/** 000 §5, before upload: each bundle's start not after its end, and its end not before server time. */
export function preUploadErrors(bundles: { name: string; content: { start: number; end: number | null } }[], serverNow: number): string[] {
  const errors: string[] = [];
  for (const b of bundles) {
    if (b.content.end !== null && b.content.start > b.content.end) errors.push(MESSAGES.startLaterThanEnd(b.name));
    if (b.content.end !== null && b.content.end < serverNow) errors.push(MESSAGES.endEarlierThanServer(b.name));
  }
  return errors;
}

export const listQuerySchema = z.object({ platform: platformField });
export const uploadQuerySchema = z.object({ platform: platformField, env: envField });

/** API shapes. */
export interface Bundle {
  id: number;
  platform: BundlePlatform;
  name: string;
  description: string;
  rule: BundleRule;
  content: BundleContent;
  operator: string;
  createdAt: string;
  updatedAt: string;
}
export interface ReleaseInfo {
  updatedAt: string;
  operator: string;
  returnId: number;
}
export interface BundleListResponse {
  bundles: Bundle[];
  /** Unix seconds on the server: the pre-upload checks run against it. */
  serverTime: number;
  sandboxInfo: ReleaseInfo | null;
  prodInfo: ReleaseInfo | null;
}
/** One bundle as published (the game server's view); productID is the bundle's name. */
export interface PublishedBundle {
  id: number;
  productID: string;
  name: string;
  description: string;
  rule: BundleRule;
  type: number;
  start: number;
  end: number | null;
  resource: BundleContent['resource'];
  switchList: number[];
  loopIntervalDays: number;
  loopTag: string;
}
export interface PublishedBundles {
  platform: BundlePlatform;
  bundles: PublishedBundle[];
}
export interface BundleHistory {
  /** 's<returnId>' for a release, 'f<id>' for a failed upload. */
  id: string;
  operator: string;
  updatedAt: string;
  state: { success: boolean; returnId: number | null };
  uploadContent: PublishedBundle[];
  /** Why a failed upload failed. */
  error?: string;
}
export interface HistoryResponse {
  histories: BundleHistory[];
}

/** '2026-01-01 00:00:00 ~ 2026-01-07 23:59:59' in Los Angeles time. */
export function formatRange(start: number, end: number | null): string {
  return `${formatLa(start)} ~ ${end === null ? '…' : formatLa(end)}`;
}

const BUNDLES_API = '/v1/:code/bundle';

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  list: endpoint({ method: 'GET', path: BUNDLES_API, query: listQuerySchema, response: typeOf<BundleListResponse>() }),
  save: endpoint({ method: 'POST', path: BUNDLES_API, body: saveBundleSchema, response: typeOf<{ bundle: Bundle }>() }),
  remove: endpoint({ method: 'DELETE', path: `${BUNDLES_API}/:id`, response: typeOf<{ id: number }>() }),
  upload: endpoint({ method: 'POST', path: `${BUNDLES_API}/upload`, query: uploadQuerySchema, response: typeOf<{ returnId: number; unchanged: boolean; info: ReleaseInfo }>() }),
  histories: endpoint({ method: 'GET', path: `${BUNDLES_API}/upload`, query: uploadQuerySchema, response: typeOf<HistoryResponse>() }),
};
