// Plugin `event-check` (002 §2 "Check Event Types", 001 log file view and §7 Track): the
// project's event-type catalog, the check of one user's recent events against it, and the log
// files game clients upload. Both halves share the rights, paths, messages and API shapes.
// Zod-free (the web manifest imports this file into the entry chunk): the schemas are in schemas.ts.
import type { RightDecl } from '../../core/shared/access';
import { ONLY_XLSX } from '../../core/shared/xlsx';

export const PLUGIN_ID = 'event-check';

/** Screen paths (web half); `logFile` is the route name the spec gives the log file view. */
export const paths = {
  eventCheck: '/:code/event-check',
  logFile: '/:code/logFile/:fileName',
} as const;
export const ROUTE_NAMES = { eventCheck: 'eventCheck', logFile: 'logFile' } as const;

// The API's typed endpoints (001 §7 Track, under /v1/{code}; the check, import and upload paths are
// ours: 002 §7 "paths not shown") are in endpoints.ts: they carry the zod schemas of schemas.ts.

/** Checking events, reading the catalog and the log files. */
export const RIGHT_EVENT_CHECK = 'eventCheck';
/** Changing the catalog (PUT, import); LIMIT users never do, even holding it. */
export const RIGHT_EVENT_TYPES = 'eventTypes';
export const rights: RightDecl[] = [
  { name: RIGHT_EVENT_CHECK, url: paths.eventCheck, title: 'Check event types and read client log files' },
  { name: RIGHT_EVENT_TYPES, url: paths.eventCheck, title: 'Edit and import the event-type catalog' },
];

/** 002 §9. */
export const DEFAULT_LIMIT = 10_000;
export const DEFAULT_START = 0;
/** Ours: the most events one check reads (the answer carries each event). */
export const MAX_LIMIT = 20_000;
export const PAGE_SIZES = [10, 20, 50, 100];

/** Ours: the largest log file a game client may upload, and how many a user may send an hour. */
export const MAX_LOG_BYTES = 5 * 1024 * 1024;
export const MAX_LOGS_PER_USER_HOUR = 20;
/** Ours: how many log files one address may send an hour, whatever user ids it gives. */
export const MAX_LOGS_PER_ADDRESS_HOUR = 60;
/** Ours: the bytes of client logs a project takes a day, unless its config sets `clientLogQuotaMb`. */
export const DEFAULT_LOG_QUOTA_MB = 200;

/** The project's daily client-log quota in MB: config `clientLogQuotaMb` (a positive number) or the default. */
export function logQuotaMb(config: Record<string, unknown> | null | undefined): number {
  const v = config?.clientLogQuotaMb;
  return typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : DEFAULT_LOG_QUOTA_MB;
}
/** The log-files list's page (server paging). */
export const LOG_PAGE_SIZES = [10, 20, 50, 100];
export const MAX_EVENT_TYPES = 500;
export const MAX_FIELDS = 64;

/** Texts: the spec's where it gives them, the rest ours. */
export const MESSAGES = {
  /** 002 §6. */
  trackingDisabled: 'This page is not available, contact Admin please!',
  /** 002 §5 and §8. */
  onlyXlsx: ONLY_XLSX,
  /** 002 §8 (the funnel's text; it fits a missing event type as well). */
  typeRequired: 'event type should not be null',
  typePattern: 'event type must be a name of letters, digits and _ (at most 64)',
  typeTwice: (type: string) => `Event type '${type}' is listed twice`,
  unknownType: (type: string) => `No event type '${type}'`,
  fieldRequired: 'field can not be null',
  fieldPattern: 'field must be level, puzzleId, duration, value, appVersion, country or props.<name>',
  fieldTwice: (field: string) => `${field} is listed twice`,
  fieldType: 'type must be string, number, integer or boolean',
  numericField: (field: string) => `${field} is a number: choose number or integer`,
  minMax: 'min must not be greater than max',
  boundsOnNumbers: 'min and max apply to number and integer fields only',
  tooManyTypes: `At most ${MAX_EVENT_TYPES} event types`,
  tooManyFields: `At most ${MAX_FIELDS} fields per event type`,
  platformRequired: 'Please select platform',
  userIdRequired: 'Please input user id',
  startMin: 'start must be a whole number, 0 or more',
  limitRange: `limit must be a whole number from 1 to ${MAX_LIMIT}`,
  fileNameRequired: 'fileName is required',
  noLogFile: (name: string) => `No log file '${name}'`,
  noFile: 'Please select a file',
  emptyImport: 'The file has no event types (one row per field: event, description, field, type, required, values, min, max)',
  logTooLarge: `The log file is over the ${MAX_LOG_BYTES / 1024 / 1024} MB limit`,
  logNotMultipart: 'Send the log as multipart/form-data with the fields file, userId and platform',
  tooManyLogs: `At most ${MAX_LOGS_PER_USER_HOUR} log files per user an hour; try again later`,
  tooManyLogsFromAddress: `At most ${MAX_LOGS_PER_ADDRESS_HOUR} log files an hour from one address; try again later`,
  logQuotaReached: (mb: number, minutes: number) =>
    `This project's client logs reached their quota of ${mb} MB a day; try again in ${minutes} minutes`,
};

/** 001 §2: the log file view of an empty file. The leading space is the spec's. */
export const NO_DATA = ' No data';

export const TOASTS = { saved: 'SUCCESS', imported: 'Uploaded', deleted: 'Deleted', downloaded: 'Downloaded' };
export const CONFIRM = { delete: 'Are you sure delete it?' };

/**
 * Tracking is on unless the project config says `"tracking": false` (002 §6). Without it the check
 * page shows MESSAGES.trackingDisabled and the API refuses the plugin's routes with 403.
 */
export function trackingEnabled(config: Record<string, unknown> | null | undefined): boolean {
  return config?.tracking !== false;
}

/** 002 §4. */
export const RESULT = { fail: 0, success: 1 } as const;
export type CheckResult = (typeof RESULT)[keyof typeof RESULT];

export const FIELD_TYPES = ['string', 'number', 'integer', 'boolean'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];
/** The event's own columns a rule may name (besides `props.<name>`); the first three are numbers. */
export const NUMERIC_FIELDS = ['level', 'duration', 'value'] as const;
export const TEXT_FIELDS = ['puzzleId', 'appVersion', 'country'] as const;
export const TOP_FIELDS = [...NUMERIC_FIELDS, ...TEXT_FIELDS] as const;
export const PROP_FIELD_PATTERN = /^props\.[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** What one field of a valid event looks like. */
export interface FieldRule {
  /** `level`, `puzzleId`, `duration`, `value`, `appVersion`, `country` or `props.<name>`. */
  field: string;
  type: FieldType;
  required: boolean;
  /** Allowed values as text (empty: any). */
  values: string[];
  /** Bounds for number and integer fields (null: open). */
  min: number | null;
  max: number | null;
}

/** What a valid event of one name looks like. Fields not listed are not checked. */
export interface EventType {
  type: string;
  description: string;
  fields: FieldRule[];
}

export interface StoredEventType extends EventType {
  updatedAt: string;
  operator: string;
}

/** One of the user's events with its check. */
export interface CheckedEvent {
  /** Position in the answer counted from the newest event (start + index). */
  index: number;
  ts: number;
  receivedAt: number;
  event: string;
  platform: number;
  appVersion: string;
  country: string;
  level: number | null;
  puzzleId: string;
  duration: number | null;
  value: number | null;
  props: Record<string, string>;
  result: CheckResult;
  /** Why it failed (empty on success). */
  reasons: string[];
}

export interface CheckResponse {
  events: CheckedEvent[];
  summary: { total: number; success: number; fail: number };
  /** Event types in the catalog when the check ran. */
  catalogSize: number;
}

/** A log file a game client uploaded. */
export interface LogFile {
  fileName: string;
  userId: string;
  platform: number;
  appVersion: string;
  size: number;
  uploadedAt: string;
}

export interface FilesListResponse {
  files: LogFile[];
  total: number;
}

export interface LogDetailResponse {
  file: LogFile;
  content: string;
}

export interface ImportResponse {
  eventTypes: StoredEventType[];
  imported: number;
}
