// Query History (002 §3, §9): the last HISTORY_LIMIT queries run, newest first, in the browser's
// localStorage, one list per project (its queries name its table). Running a query again moves it
// to the top instead of keeping it twice.
import { HISTORY_LIMIT, type QueryHistoryEntry } from '../shared';

const key = (code: string) => `liveops.sqlHistory.${code}`;

export function readHistory(code: string, storage: Storage = localStorage): QueryHistoryEntry[] {
  try {
    const list: unknown = JSON.parse(storage.getItem(key(code)) ?? '[]');
    if (!Array.isArray(list)) return [];
    return list
      .filter((e): e is QueryHistoryEntry => !!e && typeof e.version === 'number' && typeof e.queryString === 'string')
      .slice(0, HISTORY_LIMIT);
  } catch {
    return []; // a damaged entry is no reason to break the page
  }
}

export function addToHistory(code: string, queryString: string, now = Date.now(), storage: Storage = localStorage): QueryHistoryEntry[] {
  const text = queryString.trim();
  if (!text) return readHistory(code, storage);
  const next = [{ version: now, queryString: text }, ...readHistory(code, storage).filter((e) => e.queryString !== text)].slice(
    0,
    HISTORY_LIMIT,
  );
  try {
    storage.setItem(key(code), JSON.stringify(next));
  } catch {
    /* storage full or blocked: the history just is not kept */
  }
  return next;
}

export function clearHistory(code: string, storage: Storage = localStorage): void {
  storage.removeItem(key(code));
}
