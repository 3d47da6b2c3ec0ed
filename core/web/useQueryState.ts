// Screen state a user would want to share (tab, env, filters, page) lives in the URL (DESIGN §8).
// A URL is input like any other: each key is checked, and a bad value (a hand-edited or stale
// link: `?start=garbage`, `?ps=100000`) falls back to the screen's default with a notice, never
// reaching the screen (where it could crash it or blank a control).
import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { notifications } from '@mantine/notifications';

/** A check of one URL value (always a string). */
export type QueryCheck = z.ZodType<unknown, string>;
export type QueryChecks<T> = Partial<Record<keyof T, QueryCheck>>;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_MONTH = /^\d{4}-\d{2}$/;

/** A calendar day 'YYYY-MM-DD' that exists (no 2026-02-30). */
export const isoDay = z.string().refine((s) => {
  if (!ISO_DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '1970-01-01';
}, 'not a date');
/** A month 'YYYY-MM'. */
export const isoMonth = z.string().refine((s) => ISO_MONTH.test(s) && Number(s.slice(5)) >= 1 && Number(s.slice(5)) <= 12, 'not a month');
/** A whole number from 1 to `max`, written plainly ('3', not '3.0' or '1e3'). */
export const positiveInt = (max = 1_000_000) =>
  z.string().refine((s) => /^[1-9]\d{0,8}$/.test(s) && Number(s) <= max, `not a whole number from 1 to ${max}`);
/** One of `values` (e.g. a table's page sizes, a tab's names). */
export const oneOf = (values: readonly (string | number)[]) => {
  const allowed = values.map(String);
  return z.string().refine((s) => allowed.includes(s), `not one of ${allowed.join(', ')}`);
};

/** What a key's default says about it when the screen names no check: dates, months, page numbers, envs. */
export function inferredCheck(key: string, fallback: string): QueryCheck | undefined {
  if (ISO_DAY.test(fallback)) return isoDay;
  if (ISO_MONTH.test(fallback)) return isoMonth;
  if (key === 'pn') return positiveInt();
  if (key === 'ps' && /^\d+$/.test(fallback)) return positiveInt(1000);
  if (key === 'env' && (fallback === 'sandbox' || fallback === 'prod')) return oneOf(['sandbox', 'prod']);
  return undefined;
}

/** The screen's state from a query string: each key checked, a bad value replaced by its default and named in `rejected`. */
export function parseQueryState<T extends Record<string, string>>(
  defaults: T,
  search: string,
  checks: QueryChecks<T> = {},
): { state: T; rejected: string[] } {
  const params = new URLSearchParams(search);
  const state = { ...defaults } as Record<string, string>;
  const rejected: string[] = [];
  for (const key of Object.keys(defaults)) {
    const v = params.get(key);
    if (v === null) continue;
    const check = (checks as Record<string, QueryCheck | undefined>)[key] ?? inferredCheck(key, defaults[key]);
    // A value equal to the default is always fine (a cleared filter, the first page).
    if (v === defaults[key] || !check || check.safeParse(v).success) state[key] = v;
    else rejected.push(key);
  }
  return { state: state as T, rejected };
}

/**
 * Reads `defaults`' keys from the query string; `set` writes changed keys (defaults are left out).
 * `checks` names what a key may hold beyond what its default tells (see `inferredCheck`).
 */
export function useQueryState<T extends Record<string, string>>(defaults: T, checks?: QueryChecks<T>): [T, (patch: Partial<T>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { state, rejected } = useMemo(
    () => parseQueryState(defaults, search, checks),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- parsed again when the address changes; defaults and checks are the caller's constants
    [search],
  );
  const bad = rejected.join(',');
  useEffect(() => {
    if (!bad) return;
    const params = new URLSearchParams(window.location.search);
    const shown = bad.split(',').map((k) => `${k}=${params.get(k)}`);
    notifications.show({
      id: `url-state:${bad}`,
      title: 'Link not understood',
      message: `Ignored ${shown.join(', ')} in the address: showing the default instead.`,
      color: 'yellow',
      autoClose: 8000,
      withBorder: true,
    });
    // The address then says what the screen shows.
    for (const k of bad.split(',')) params.delete(k);
    const qs = params.toString();
    navigate(`${location}${qs ? `?${qs}` : ''}`, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per set of rejected keys; navigate and location are read when it runs
  }, [bad]);
  const set = useCallback(
    (patch: Partial<T>) => {
      const params = new URLSearchParams(window.location.search);
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === defaults[key]) params.delete(key);
        else params.set(key, value as string);
      }
      const qs = params.toString();
      navigate(`${location}${qs ? `?${qs}` : ''}`, { replace: true });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- defaults are the caller's constant
    [location, navigate],
  );
  return [state, set];
}
