// What both engines' read-only runners (the SQL page) share: the timeout's words and how 64-bit
// integers come back.
import { HttpError } from '../errors';
import type { ReadOnlyOptions } from './types';

/** 64-bit integers arrive as text (JSON has no such numbers); plain numbers where they fit. */
export function safeInteger(v: unknown): unknown {
  if (typeof v !== 'string' || !/^-?\d+$/.test(v)) return v;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : v;
}

export function timeoutError(opts: ReadOnlyOptions): HttpError {
  const s = opts.timeoutMs % 1000 === 0 ? `${opts.timeoutMs / 1000} s` : `${(opts.timeoutMs / 1000).toFixed(1)} s`;
  return new HttpError(400, `The query ran longer than ${s} and was stopped`, 'sql_timeout');
}
