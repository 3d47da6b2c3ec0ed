// The wizard's form values (the task body's own shape, so the schema's issue paths are the
// fields' paths), the conversions to and from the API, and which fields each step holds.
import type { AudienceRule, LastLoginMode, PushTaskDetail } from '../../../shared';
import type { TaskBodyInput } from '../../../schemas/tasks';

type Num = number | '';

export interface WizardValues {
  platform: string | null;
  name: string;
  description: string;
  transactional: boolean;
  /** The language tabs in order (English first). */
  languages: string[];
  notification: {
    alert: Record<string, { title: string; subtitle: string; body: string }>;
    imageUrl: string;
    badge: Num;
    sound: string;
    volume: number;
    channel_id: string;
    notification_priority: string;
    isDataType: boolean;
  };
  extraData: { key: string; value: string }[];
  scheduleRule: { isCycle: Num; startAt: string; endAt: string; countryScope: string[]; timezone: string };
  audienceRule: {
    country: string[];
    timezone: string[];
    startVersion: string | null;
    endVersion: string | null;
    language: string[];
    lastLoginMode: LastLoginMode | '';
    lastLoginDayLessThan: Num;
    lastLoginDayMoreThan: Num;
    tokenReciveDay: Num;
    random: Num;
  };
  /** 002 §3 "audienceRandomSwitch": random is sent only when on. */
  randomOn: boolean;
}

export const WIZARD_STEPS = [
  'Task Info',
  'Translation',
  'Extra Data For Client',
  'Schedule Rule',
  'Audience Rule',
  'Want To Statistics',
] as const;
export const LAST_STEP = WIZARD_STEPS.length - 1;

/** Which step shows an issue path. */
export function stepOf(path: string): number {
  if (/^notification\.isDataType/.test(path) || /^(platform|name|description|transactional)$/.test(path)) return 0;
  if (path.startsWith('notification')) return 1;
  if (path.startsWith('extraData')) return 2;
  if (path.startsWith('scheduleRule')) return 3;
  if (path.startsWith('audienceRule')) return 4;
  return LAST_STEP;
}

export const stepErrors = (errors: Record<string, string>, step: number) =>
  Object.fromEntries(Object.entries(errors).filter(([k]) => stepOf(k) === step));
/** The first step (up to `upTo`, exclusive) with an issue, or -1. */
export const firstFailing = (errors: Record<string, string>, upTo: number = WIZARD_STEPS.length) => {
  const steps = Object.keys(errors)
    .map(stepOf)
    .filter((s) => s < upTo);
  return steps.length ? Math.min(...steps) : -1;
};

export function emptyWizard(platform: 1 | 2 | undefined, startAt = ''): WizardValues {
  return {
    platform: platform ? String(platform) : null,
    name: '',
    description: '',
    transactional: false,
    languages: ['en'],
    notification: {
      alert: { en: { title: '', subtitle: '', body: '' } },
      imageUrl: '',
      badge: 1,
      sound: 'default',
      volume: 1,
      channel_id: '',
      notification_priority: '0',
      isDataType: false,
    },
    extraData: [],
    scheduleRule: { isCycle: 0, startAt, endAt: '', countryScope: [], timezone: '' },
    audienceRule: {
      country: [],
      timezone: [],
      startVersion: null,
      endVersion: null,
      language: [],
      lastLoginMode: '',
      lastLoginDayLessThan: '',
      lastLoginDayMoreThan: '',
      tokenReciveDay: 0,
      random: '',
    },
    randomOn: false,
  };
}

/** A stored task as form values (edit keeps it as is; copy loads it as a new task). */
export function valuesOf(task: PushTaskDetail): WizardValues {
  const n = task.notification;
  const a = task.audienceRule;
  const languages = ['en', ...Object.keys(n.alert).filter((l) => l !== 'en')];
  return {
    platform: String(task.platform),
    name: task.name,
    description: task.description,
    transactional: task.transactional,
    languages,
    notification: {
      alert: Object.fromEntries(languages.map((l) => [l, { ...n.alert[l] }])),
      imageUrl: n.imageUrl,
      badge: n.badge,
      sound: n.sound,
      volume: n.volume,
      channel_id: n.channel_id,
      notification_priority: String(n.notification_priority),
      isDataType: n.isDataType === 1,
    },
    extraData: Object.entries(task.extraData).map(([key, value]) => ({ key, value })),
    scheduleRule: { ...task.scheduleRule },
    audienceRule: {
      ...a,
      startVersion: a.startVersion || null,
      endVersion: a.endVersion || null,
      lastLoginDayLessThan: a.lastLoginDayLessThan ?? '',
      lastLoginDayMoreThan: a.lastLoginDayMoreThan ?? '',
      random: a.random ?? '',
    },
    randomOn: a.random !== null,
  };
}

const num = (v: Num): number | null => (v === '' ? null : v);

/** The form as the API's task body (what the schema checks and the server stores). */
export function bodyOf(v: WizardValues): TaskBodyInput {
  const a = v.audienceRule;
  const both = v.platform === '3';
  return {
    platform: (v.platform === null ? undefined : Number(v.platform)) as TaskBodyInput['platform'],
    name: v.name,
    description: v.description,
    transactional: v.transactional,
    notification: {
      ...v.notification,
      alert: Object.fromEntries(v.languages.map((l) => [l, v.notification.alert[l] ?? { title: '', subtitle: '', body: '' }])),
      badge: num(v.notification.badge) ?? 0,
      notification_priority: Number(v.notification.notification_priority),
      isDataType: v.notification.isDataType ? 1 : 0,
    },
    extraData: v.extraData,
    scheduleRule: { ...v.scheduleRule, isCycle: (v.scheduleRule.isCycle === '' ? undefined : v.scheduleRule.isCycle) as number },
    audienceRule: {
      ...a,
      startVersion: both ? '' : (a.startVersion ?? ''),
      endVersion: both ? '' : (a.endVersion ?? ''),
      // The mode is derived (002 §3): a bound the mode does not use is not sent.
      lastLoginDayLessThan: a.lastLoginMode === 'between' || a.lastLoginMode === 'max' ? num(a.lastLoginDayLessThan) : null,
      lastLoginDayMoreThan: a.lastLoginMode === 'between' || a.lastLoginMode === 'min' ? num(a.lastLoginDayMoreThan) : null,
      tokenReciveDay: (a.tokenReciveDay === '' ? undefined : a.tokenReciveDay) as number,
      // The switch on with no share is refused (1 to 100), not read as off.
      random: v.randomOn ? (num(a.random) ?? 0) : null,
    } satisfies Partial<Record<keyof AudienceRule, unknown>>,
  };
}
