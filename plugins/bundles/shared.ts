// Plugin `bundles` (000 §2.9): timed content bundles per platform, Normal (a date range) or Loop
// (a start, an interval and a switch per day), published as the platform's whole set to sandbox
// and prod. One schema serves the form and the server; the spec's messages are written once.
// Zod-free (the web manifest imports this file into the entry chunk): the schemas are in
// schemas.ts, the typed endpoints in endpoints.ts.
import { wallMs, wallToUtc } from '../../core/shared/zone';
import type { RightDecl } from '../../core/shared/access';
import type { PublishableRef } from '../../core/shared/release';
import { safeDecodeURIComponent } from '../../core/shared/uri';
import type { BundleContent, BundleRule } from './schemas';

// When a bundle is on: Normal bundles from start to end, Loop bundles from start (to an optional
// end) repeating every `loopIntervalDays` days, on the days whose switch is 1. Days are calendar
// days in America/Los_Angeles (000 §9), so the console's calendar, the pre-upload checks and the
// game-client API all agree. Shared by the web and the server.
export const BUNDLE_TIMEZONE = 'America/Los_Angeles';
export const BUNDLE_TYPE = { normal: 1, loop: 2 } as const;
export const MAX_INTERVAL_DAYS = 366;

export interface Schedule {
  type: number;
  start: number;
  end: number | null;
  switchList: number[];
  loopIntervalDays: number;
}

// The Los Angeles wall clock through core's one zone module (Intl only: the web manifest imports
// this through shared.ts).
const laWall = (seconds: number) => new Date(wallMs(seconds * 1000, BUNDLE_TIMEZONE));

/** The Los Angeles calendar day of a unix time, as a day number (days since 1970-01-01). */
export function laDay(seconds: number): number {
  return Math.floor(laWall(seconds).getTime() / 86_400_000);
}

/** A day number as 'YYYY-MM-DD'. */
export const dayToDate = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
/** 'YYYY-MM-DD' as a day number. */
export const dateToDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Unix seconds of a Los Angeles date's first second (or, with `endOfDay`, its last). */
export function laDateToUnix(date: string, endOfDay = false): number {
  // The next day's midnight, not start + 24 h: a day across a clock change has 23 or 25 hours.
  const midnight = wallToUtc((dateToDay(date) + (endOfDay ? 1 : 0)) * 86_400_000, BUNDLE_TIMEZONE).getTime() / 1000;
  return endOfDay ? midnight - 1 : midnight;
}

/** Unix seconds as a Los Angeles 'YYYY-MM-DD'. */
export const unixToLaDate = (seconds: number) => dayToDate(laDay(seconds));

/** Unix seconds as a Los Angeles 'YYYY-MM-DD HH:mm:ss'. */
export function formatLa(seconds: number): string {
  return laWall(seconds).toISOString().slice(0, 19).replace('T', ' ');
}

/** Is the bundle on during Los Angeles day `day`? */
export function activeOnDay(s: Schedule, day: number): boolean {
  const first = laDay(s.start);
  if (day < first || (s.end !== null && day > laDay(s.end))) return false;
  if (s.type !== BUNDLE_TYPE.loop) return true;
  if (s.loopIntervalDays < 1) return false;
  return s.switchList[(day - first) % s.loopIntervalDays] === 1;
}

/** Is the bundle on at unix time `now` (to the second at its start and end)? */
export function activeAt(s: Schedule, now: number): boolean {
  if (now < s.start || (s.end !== null && now > s.end)) return false;
  return s.type !== BUNDLE_TYPE.loop || activeOnDay(s, laDay(now));
}

/** A new interval keeps the days it had and adds new days switched off. */
export function resizeSwitches(list: number[], days: number): number[] {
  const n = Math.max(0, Math.min(MAX_INTERVAL_DAYS, Math.floor(days) || 0));
  return Array.from({ length: n }, (_, i) => (list[i] === 1 ? 1 : 0));
}

export const toggleSwitch = (list: number[], index: number) => list.map((v, i) => (i === index ? (v === 1 ? 0 : 1) : v));

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
export const BUNDLE_TYPES = [
  { value: BUNDLE_TYPE.normal, label: 'Normal' },
  { value: BUNDLE_TYPE.loop, label: 'Loop' },
] as const;
export const PAGE_SIZES = [10, 20, 50, 100];
/** 000 §5: letters, digits, _ - . only. */
export const FILE_NAME_PATTERN = /^[A-Za-z0-9_.-]+$/;
export { OPEN_VERSION } from '../../core/shared/version';

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
