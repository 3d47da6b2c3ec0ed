// Plugin `dashboard` (002 "Dashboard", §9): the project's key figures over a fixed window, 10 days
// ago to yesterday, each with its day-over-day and week-over-week change and a line chart. Both
// halves share the right, the paths and the answer's shape. Zod-free (the manifest imports it).
import type { RightDecl } from '../../core/shared/access';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { linkNeed } from '../../core/shared/links';

export const PLUGIN_ID = 'dashboard';

export const paths = { dashboard: '/:code/dashboard' } as const;

export const RIGHTS = { dashboard: 'dashboard' } as const;

export const rights: RightDecl[] = [{ name: RIGHTS.dashboard, url: paths.dashboard, title: 'Dashboard' }];

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  /** Every card in one answer (its metrics queries run in parallel). */
  dashboard: endpoint({ method: 'GET', path: '/v1/:code/dashboard', response: typeOf<DashboardResponse>() }),
};

interface Range {
  code: string;
  start: string;
  end: string;
}

/**
 * The statistics screens the cards open (another plugin's: core/shared/links.ts), bound in
 * app/links.ts; a card whose screen cannot be opened is a plain card.
 */
export const linkNeeds = {
  totalUsers: linkNeed({ plugin: PLUGIN_ID, id: 'totalUsers', params: typeOf<Range>() }),
  dailyNewUser: linkNeed({ plugin: PLUGIN_ID, id: 'dailyNewUser', params: typeOf<Range & { platform: '1' | '2' }>() }),
  dailyNewAccount: linkNeed({ plugin: PLUGIN_ID, id: 'dailyNewAccount', params: typeOf<Range>() }),
  dailyActiveUser: linkNeed({ plugin: PLUGIN_ID, id: 'dailyActiveUser', params: typeOf<Range & { platform: '1' | '2' }>() }),
  finishEvents: linkNeed({ plugin: PLUGIN_ID, id: 'finishEvents', params: typeOf<Range & { finishEvtName: string }>() }),
};

/** 002 §9: the window is 10 days ago to yesterday. */
export const WINDOW_DAYS = 10;
/** 002 §9: week-over-week compares the latest value with the 8th-last. */
export const WEEK_BACK = 8;

/** One figure over the window: a value per day, the latest and its changes in percent. */
export interface Figure {
  /** One per day of the window (null where nothing can be said, e.g. a per-user figure without users). */
  values: (number | null)[];
  latest: number | null;
  /** Percent change from the day before; null when that value is 0 or missing. */
  dod: number | null;
  /** Percent change from the 8th-last value (the same weekday a week before). */
  wow: number | null;
}

/** The figures of the cards (002 §2 "Dashboard"). */
export const FIGURES = [
  'allUser',
  'allAccount',
  'percent',
  'androidUser',
  'iosUser',
  'androidDnu',
  'iosDnu',
  'androidDau',
  'iosDau',
  'newAccount',
  'finishPerUser',
] as const;
export type FigureId = (typeof FIGURES)[number];

export interface DashboardResponse {
  start: string;
  end: string;
  /** Every day of the window, oldest first. */
  days: string[];
  figures: Record<FigureId, Figure>;
  /** The event the finish card counts per user (002: "event (finish event, per user)"). */
  finishEvent: string;
  /** Milliseconds the server took (all queries run in parallel). */
  tookMs: number;
}
