// Plugin `push` (002 "Push task list", "Push task wizard", "Push Task Detail", §3 "Push task",
// §4, §5, §7 "Push server", §9; 001 "Daily user token"). The spec's remote push server is ours:
// the console stores the tasks, plans each into per-timezone sub-tasks, sends them as jobs
// through real transports (FCM HTTP v1, APNs, or the local outbox) exactly once per
// (sub-task, device), and counts what really happened.
// Zod-free (the web manifest imports it): schemas in schemas/, endpoints in endpoints/.
import type { RightDecl } from '../../core/shared/access';
import type { Env } from '../../core/shared/constants';

export const PLUGIN_ID = 'push';

export const paths = {
  /** The push task list (route not shown in the spec): per project, like every project screen. */
  list: '/:code/operate/push',
  /** 002: "The detail page opens in a new tab at /operate/push/detail/{code}/{env}/{platform}/{taskId}". */
  detail: '/operate/push/detail/:code/:env/:platform/:taskId',
  /** Push settings (beyond the spec): transports' credentials, frequency cap, quiet hours. Owners and admins. */
  settings: '/:code/operate/push/settings',
  /** Test pushes (beyond the spec: 002's Test Task has no result screen): each one's devices and messages. */
  testPushes: '/:code/operate/push/tests',
} as const;

/** The daily user token screen (001), the stats plugin's; linked by path (a plugin never imports another). */
export const DAILY_USER_TOKEN_PATH = '/:code/stats/dailyUserToken';

export const RIGHT_PUSH = 'push';
export const rights: RightDecl[] = [{ name: RIGHT_PUSH, url: paths.list, title: 'Push notifications' }];

/** The API prefix: the spec's `/pushServer/api/...` under the project (env in the query or body). */
export const API = '/v1/:code/pushServer/api';

// ---- 002 §4 and §9 constants

/** Task status: 0 Ready, 1 Running, 2 Completed, 3 Shutdown. */
export const TASK_STATUS = { ready: 0, running: 1, completed: 2, shutdown: 3 } as const;
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS];
export const TASK_STATUS_LABELS: Record<TaskStatus, string> = { 0: 'Ready', 1: 'Running', 2: 'Completed', 3: 'Shutdown' };
/** Edit only in Ready; shutdown unless Completed or Shutdown; copy always. */
export const canEdit = (s: TaskStatus) => s === TASK_STATUS.ready;
export const canShutdown = (s: TaskStatus) => s === TASK_STATUS.ready || s === TASK_STATUS.running;

/** A task's platform: 1 Android, 2 iOS. The form's 3 (Both) makes two tasks. */
export const TASK_PLATFORMS = { 1: 'Android', 2: 'iOS' } as const;
export type TaskPlatform = 1 | 2;
export const FORM_PLATFORMS = { 1: 'Android', 2: 'iOS', 3: 'Both' } as const;
export type FormPlatform = 1 | 2 | 3;
/** The list's platform tab default: iOS. */
export const DEFAULT_PLATFORM: TaskPlatform = 2;

/** notification_priority 0..5. */
export const PRIORITIES = { 0: 'unspecified', 1: 'min', 2: 'low', 3: 'default', 4: 'high', 5: 'max' } as const;
export const LAST_LOGIN_MODES = ['between', 'min', 'max'] as const;
export type LastLoginMode = (typeof LAST_LOGIN_MODES)[number];
/** The list's isCycle filter: all, 1 (daily), 7 (weekly). isCycle is the repeat interval in days; 0 once. */
export const CYCLE_FILTERS = [1, 7] as const;

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const LIST_PAGE_SIZE = 10;
export const SHUTDOWN_PAGE_SIZES = [5, 10, 20, 50, 100] as const;
export const SHUTDOWN_PAGE_SIZE = 5;
/** 002 §9 "Stats country list". */
export const STATS_COUNTRIES = ['US', 'GB', 'FR', 'DE', 'JP', 'AU', 'MX', 'BR', 'RU', 'TW', 'OTHER'] as const;
/** 002 §9 "Date format 'YYYY-MM-DD HH:mm:00'": a task's start and end, local wall time. */
export const TASK_TIME_FORMAT = 'YYYY-MM-DD HH:mm:00';
/** 002 §5: image upload png only, at most 10 MB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

// ---- The task (002 §3 "Push task")

/** One language's alert. */
export interface Alert {
  title: string;
  subtitle: string;
  body: string;
}

export interface Notification {
  /** Keyed by language; en mandatory. */
  alert: Record<string, Alert>;
  imageUrl: string;
  badge: number;
  sound: string;
  volume: number;
  channel_id: string;
  notification_priority: number;
  isDataType: 0 | 1;
}

export interface ScheduleRule {
  /** The repeat interval in days; 0 once. */
  isCycle: number;
  /** Local wall time 'YYYY-MM-DD HH:mm:00': each device gets it at this time in its own timezone. */
  startAt: string;
  /** Local wall time; only when isCycle > 0, else ''. */
  endAt: string;
  /** Country codes the task is limited to; empty: every country. */
  countryScope: string[];
  /**
   * '' (the default): per device timezone, one sub-task per IANA zone firing at the local start.
   * An IANA zone name: everyone at once at startAt in that zone (one sub-task).
   */
  timezone: string;
}

export interface AudienceRule {
  country: string[];
  /** IANA zone names; empty: every zone. */
  timezone: string[];
  startVersion: string;
  endVersion: string;
  language: string[];
  /** Derived from which day bounds are set: between (both), min (more-than only), max (less-than only). */
  lastLoginMode: LastLoginMode | '';
  /** Last login fewer than this many days ago (the max bound). */
  lastLoginDayLessThan: number | null;
  /** Last login more than this many days ago (the min bound). */
  lastLoginDayMoreThan: number | null;
  /** The token was received at least this many days ago (0: any). */
  tokenReciveDay: number;
  /** A random share of the audience in percent (1..100); null when the switch is off. */
  random: number | null;
}

/** Counters (002 §3): what really happened, from the delivery ledger. */
export interface Counters {
  sendCount: number;
  successCount: number;
  failCount: number;
  /** failCount / sendCount, a fraction (null with nothing sent). */
  failRate: number | null;
  openCount: number;
  /** openCount / successCount, a fraction (null with nothing delivered). */
  openRate: number | null;
  inactiveCount: number;
}

export interface CountryCounters extends Counters {
  country: string;
}

/** A list row (002 §2 main table). */
export interface PushTaskRow extends Counters {
  id: number;
  env: Env;
  platform: TaskPlatform;
  name: string;
  description: string;
  status: TaskStatus;
  /** English title and body (the Task column). */
  alert: Alert;
  startAt: string;
  endAt: string;
  isCycle: number;
  operator: string;
  /** DAU of the platform on the task's first day (warehouse), null when unknown. */
  dauCount: number | null;
  /** openCount / dauCount, a fraction. */
  openDauRate: number | null;
  transactional: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface SubTask extends Counters {
  id: number;
  /** IANA zone name. */
  timezone: string;
  /** When it fires, ISO UTC. */
  fireAt: string;
  status: TaskStatus;
  /** Devices planned (the audience size when it fired; the preview's estimate before). */
  plannedCount: number;
  /** Per country: [send, success, fail, open]. */
  countryCount: { c: string; stats: [number, number, number, number] }[];
}

/** GET task/{id}/detail. */
export interface PushTaskDetail extends PushTaskRow {
  notification: Notification;
  scheduleRule: ScheduleRule;
  audienceRule: AudienceRule;
  extraData: Record<string, string>;
  subTasks: SubTask[];
  countryList: CountryCounters[];
  /** Devices of the audience held back, not sent to (skipped ledger rows), by why. */
  held: HeldBack;
}

/** Devices held back by the frequency cap and by quiet hours (README "Frequency cap and quiet hours"). */
export interface HeldBack {
  frequencyCap: number;
  quietHours: number;
}

/** "12 devices held back: 10 by the frequency cap, 2 by quiet hours" (null when none). */
export function heldBackText(h: HeldBack): string | null {
  const total = h.frequencyCap + h.quietHours;
  if (!total) return null;
  const why = [
    h.frequencyCap ? `${h.frequencyCap.toLocaleString('en-US')} by the frequency cap` : '',
    h.quietHours ? `${h.quietHours.toLocaleString('en-US')} by quiet hours` : '',
  ]
    .filter(Boolean)
    .join(', ');
  return `${total.toLocaleString('en-US')} ${total === 1 ? 'device' : 'devices'} held back: ${why}`;
}

/** The wizard's and the API's task (002 §3 "Create task body"). */
export interface PushTaskBody {
  platform: TaskPlatform;
  name: string;
  description: string;
  notification: Notification;
  scheduleRule: ScheduleRule;
  audienceRule: AudienceRule;
  extraData: Record<string, string>;
  /** Beyond the spec: a transactional push ignores the frequency cap and quiet hours. */
  transactional: boolean;
}

/** Daily stats row (002 §3): installs and tokens from the warehouse; sends from the ledger. */
export interface DailyStatsRow {
  date: string;
  installed: number;
  tokenRetrieved: number;
  send: number;
  success: number;
  open: number;
  token_rate: number | null;
  suc_rate: number | null;
  open_rate: number | null;
}

/** Push settings per project and env (beyond the spec). Credentials are write-only: only whether set. */
export interface PushSettings {
  /** Which platforms take pushes (the list's availability check). */
  platforms: { 1: boolean; 2: boolean };
  /** At most this many pushes per user per local day (0: no cap). Transactional tasks are exempt. */
  frequencyCap: number;
  /** Local 'HH:mm' .. 'HH:mm' during which nothing is sent (empty: none); may wrap midnight. */
  quietHours: { start: string; end: string } | null;
  /** The server's zone (IANA) for the serverDate call and tasks pinned to it. */
  serverTimezone: string;
  fcm: { set: boolean; projectId: string };
  apns: { set: boolean; keyId: string; teamId: string; bundleId: string; production: boolean };
}

export const DEFAULT_SERVER_TIMEZONE = 'Asia/Shanghai';
