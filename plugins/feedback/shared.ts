// Plugin `feedback` (001 §2 "Feedback", §3, §7, §9): what players write from the game (a star
// and a text), read per platform, env and date range, with the star distribution and a machine
// translation into English. Zod-free (the web manifest imports it into the entry chunk): the
// schemas are in schemas.ts, the typed endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';

export const PLUGIN_ID = 'feedback';
export const TRANSLATE_JOB = 'feedback.translate';

export const paths = { feedback: '/:code/feedback' } as const;

export const RIGHT_FEEDBACK = 'feedback';
export const rights: RightDecl[] = [{ name: RIGHT_FEEDBACK, url: paths.feedback, title: 'Feedback' }];

/** Platform tabs: Android (1), iOS (2). */
export const FEEDBACK_PLATFORMS = [
  { value: 1, label: 'Android' },
  { value: 2, label: 'iOS' },
] as const;
export type FeedbackPlatform = 1 | 2;
export const platformLabel = (p: number) => FEEDBACK_PLATFORMS.find((x) => x.value === p)?.label ?? String(p);

/** 001 §9: star scale 1 to 5. */
export const STARS = [5, 4, 3, 2, 1] as const;
/** 001 §9: feedback table default 10, options 10/20/50/100. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const PAGE_SIZE = 10;
/** Ours: the screen opens on the last 30 days. */
export const DEFAULT_DAYS = 30;
/** Ours: the widest range one query reads. */
export const MAX_RANGE_DAYS = 366;

/** Client API limits (ours: the spec is silent). */
export const MAX_CONTENT_CHARS = 4000;
export const MAX_USER_ID_CHARS = 64;
export const MAX_FEEDBACK_PER_USER_DAY = 10;
export const MAX_FEEDBACK_PER_ADDRESS_HOUR = 200;

/** A version whose average is this far (stars) below the period's stands out. */
export const BAD_VERSION_GAP = 0.5;
/** ...when it has at least this many feedbacks (a handful proves nothing). */
export const BAD_VERSION_MIN_COUNT = 10;

export type TranslationState = 'none' | 'pending' | 'done' | 'failed';

export const MESSAGES = {
  /** 001 §5/§6: the feedback translation notice. */
  translating: 'Translation in progress, refresh later',
  noProvider: 'No machine translation provider is configured',
  alreadyEnglish: 'This feedback is already in English',
  alreadyPending: 'This feedback is already being translated',
  emptyContent: 'This feedback has no text to translate',
  noSuchFeedback: 'No such feedback',
  tooMany: (max: number) => `Too many feedbacks from this user: at most ${max} a day`,
  tooManyFromAddress: 'Too many feedbacks from this address: try again later',
  received: 'Thank you for your feedback',
};

/** Rounds to 1 decimal (001 §9: average and percent). */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Is this language tag English (en, en-US, EN_gb)? */
export const isEnglish = (lang: string) => /^en([-_]|$)/i.test(lang.trim());

export interface Feedback {
  id: number;
  userId: string;
  platform: FeedbackPlatform;
  env: 'sandbox' | 'prod';
  star: number;
  content: string;
  language: string;
  appVersion: string;
  /** 001 §3: translation (JSON with en). */
  translation: { en: string } | null;
  translationState: TranslationState;
  translationError: string | null;
  createdAt: string;
}

export interface FeedbackListResponse {
  total: number;
  list: Feedback[];
}

/** 001 §3: star distribution item: star, count, rate (percent, 1 decimal). */
export interface StarCount {
  star: number;
  count: number;
  rate: number;
}
export interface StarDistributionResponse {
  list: StarCount[];
  total: number;
  /** Average star, 1 decimal; null with no feedback. */
  average: number | null;
}

export interface VersionRow {
  appVersion: string;
  count: number;
  average: number;
  /** Its average is well below the period's (BAD_VERSION_GAP) on enough feedbacks. */
  low: boolean;
}
export interface VersionsResponse {
  list: VersionRow[];
  average: number | null;
}

export interface TranslateResponse {
  jobId: number;
  message: string;
  feedback: Feedback;
}
