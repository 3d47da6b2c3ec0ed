// Screen state a user would want to share (tab, env, filters, page) lives in the URL (DESIGN §8).
import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';

/** Reads `defaults`' keys from the query string; `set` writes changed keys (defaults are left out). */
export function useQueryState<T extends Record<string, string>>(defaults: T): [T, (patch: Partial<T>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const state = useMemo(() => {
    const params = new URLSearchParams(search);
    const out = { ...defaults };
    for (const key of Object.keys(defaults)) {
      const v = params.get(key);
      if (v !== null) (out as Record<string, string>)[key] = v;
    }
    return out;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);
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
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [location, navigate],
  );
  return [state, set];
}
