// What both engines' read-only runners (the SQL page) share: the words of their limits (time,
// result bytes, bytes of one value, memory) and how 64-bit integers come back.
import { HttpError } from '../errors';
import type { ReadOnlyOptions } from './types';

/** Bytes counted for each value on top of its measured text (JSON's quotes, commas, numbers). */
export const CELL_OVERHEAD = 8;

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

/** The person stopped the query (ReadOnlyOptions.signal); the engine was told to stop it. */
export function stoppedError(): HttpError {
  return new HttpError(400, 'The query was stopped', 'sql_stopped');
}

/** 1048576 -> "1 MB", 16384 -> "16 KB". */
export function byteText(n: number): string {
  if (n >= 1 << 20) return `${+(n / (1 << 20)).toFixed(1)} MB`;
  if (n >= 1 << 10) return `${+(n / (1 << 10)).toFixed(1)} KB`;
  return `${n} bytes`;
}

export function resultTooLarge(opts: ReadOnlyOptions): HttpError {
  return new HttpError(400, `The result is over the ${byteText(opts.maxBytes)} limit; select fewer columns or rows`, 'sql_too_large');
}

export function cellTooLarge(column: string, opts: ReadOnlyOptions): HttpError {
  return new HttpError(
    400,
    `A value in column ${JSON.stringify(column)} is over the ${byteText(opts.maxCellBytes)} limit for one value; select a part of it (e.g. left(x, 1000)) or leave it out`,
    'sql_too_large',
  );
}

export function memoryError(): HttpError {
  return new HttpError(
    400,
    'The query needs more memory than the SQL page allows; filter or aggregate the rows first, or select fewer columns',
    'sql_memory',
  );
}
