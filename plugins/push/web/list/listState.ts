// The list's URL state (env, platform, both pages and sizes, filters, the panel) and its memory per
// project for the session (002: "The active env, active platform and both paginations are
// remembered per project for the session and restored on load").
import type { QueryChecks } from '../../../../core/web/useQueryState';
import { isoDay, oneOf, positiveInt } from '../../../../core/web/useQueryState';
import { z } from 'zod';
import { PAGE_SIZES, SHUTDOWN_PAGE_SIZES, STATS_COUNTRIES, TASK_STATUS_LABELS, TASK_PLATFORMS, type TaskStatus } from '../../shared';

export const LIST_DEFAULTS = {
  env: 'sandbox',
  platform: '2',
  pn: '1',
  ps: '10',
  spn: '1',
  sps: '5',
  shut: '',
  status: '',
  isCycle: '',
  keyword: '',
  start: '',
  end: '',
  create: '',
};
export type ListState = typeof LIST_DEFAULTS;

export const LIST_CHECKS: QueryChecks<ListState> = {
  platform: oneOf(['1', '2']),
  ps: oneOf(PAGE_SIZES),
  spn: positiveInt(),
  sps: oneOf(SHUTDOWN_PAGE_SIZES),
  shut: oneOf(['', '1']),
  status: oneOf(['0', '1', '2']),
  isCycle: oneOf(['1', '7']),
  keyword: z.string().max(200),
  start: isoDay,
  end: isoDay,
  create: oneOf(['1']),
};

/** What is remembered for the session, per project. */
export const REMEMBERED = ['env', 'platform', 'pn', 'ps', 'spn', 'sps'] as const;
const storageKey = (code: string) => `push-list:${code}`;

export function remembered(code: string): Partial<ListState> | null {
  try {
    const raw = sessionStorage.getItem(storageKey(code));
    if (!raw) return null;
    const saved = JSON.parse(raw) as Record<string, unknown>;
    const out: Partial<ListState> = {};
    for (const k of REMEMBERED) {
      const v = saved[k];
      const check = LIST_CHECKS[k];
      if (typeof v !== 'string') continue;
      if (k === 'env' ? v === 'sandbox' || v === 'prod' : k === 'pn' ? /^[1-9]\d{0,8}$/.test(v) : !check || check.safeParse(v).success)
        out[k] = v;
    }
    return out;
  } catch {
    return null;
  }
}

export function remember(code: string, s: ListState): void {
  try {
    sessionStorage.setItem(storageKey(code), JSON.stringify(Object.fromEntries(REMEMBERED.map((k) => [k, s[k]]))));
  } catch {
    // Storage full or off: the URL still holds the state.
  }
}

/** True when the address names none of the remembered keys (then the session's memory applies). */
export const urlNamesNone = (search: string) => !REMEMBERED.some((k) => new URLSearchParams(search).has(k));

/**
 * The export's file name from project, env, platform, countries, status and dates (002 §9), e.g.
 * jigsaw_prod_iOS_US-GB_Running_2026-11-01_2026-11-27.xlsx; no countries or status: left out.
 */
export function exportFileName(o: {
  code: string;
  env: string;
  platform: 1 | 2;
  countries: string[];
  status?: TaskStatus;
  startDate: string;
  endDate: string;
}): string {
  const parts = [
    o.code,
    o.env,
    TASK_PLATFORMS[o.platform],
    o.countries.join('-'),
    o.status === undefined ? '' : TASK_STATUS_LABELS[o.status],
    o.startDate,
    o.endDate,
  ].filter(Boolean);
  return `${parts.join('_').replace(/[^A-Za-z0-9_.-]+/g, '_')}.xlsx`;
}

export const STATS_COUNTRY_OPTIONS = STATS_COUNTRIES.map((c) => ({ value: c, label: c }));
