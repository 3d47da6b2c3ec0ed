// The edge: what every request's path, query and body must be before any route sees it (and
// before authentication or the database). Text that PostgreSQL cannot store (NUL, lone UTF-16
// surrogates), numbers no column or engine holds (beyond ±2^53, non-finite), strings past the
// backstop and malformed percent-encoding answer 400 here, for every route at once. What is
// route-specific (an int4 id, a name's length) each route's zod schema declares with core's
// helpers (core/shared/zod.ts).
import type { Context } from 'hono';
import type { ApiIssue } from '../shared/errors';
import { PROJECT_CODE_PATTERN } from '../shared/project';
import { safeDecodeURIComponent } from '../shared/uri';
import { MAX_STRING_CHARS } from '../shared/zod';
import { badRequest, notFound } from './errors';

/** Longest path parameter (an id, a right's name, an event type). */
export const MAX_PARAM_CHARS = 256;

export const EDGE_MESSAGES = {
  nul: 'contains a NUL character',
  surrogate: 'contains a lone UTF-16 surrogate (not valid Unicode text)',
  long: (max: number) => `is longer than ${max} characters`,
  number: `is not a number the server can store (beyond ±${Number.MAX_SAFE_INTEGER})`,
  encoding: 'Malformed percent-encoding in the URL',
  badCode: 'No such project',
};

/** NUL, or a high surrogate without its low half, or a low one without its high half: one pass. */
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Deepest nesting a body may have (no form needs more; deeper would only exhaust the stack). */
export const MAX_DEPTH = 32;

/** Why a text may not be stored, or null. */
export function textProblem(s: string, max = MAX_STRING_CHARS): string | null {
  if (s.length > max) return EDGE_MESSAGES.long(max);
  const bad = UNSTORABLE.exec(s);
  if (!bad) return null;
  return bad[0] === '\u0000' ? EDGE_MESSAGES.nul : EDGE_MESSAGES.surrogate;
}

const numberProblem = (n: number) => (Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER ? null : EDGE_MESSAGES.number);

const fail = (where: string, problem: string): never => {
  const issue: ApiIssue = { path: where, message: `${where} ${problem}` };
  throw badRequest(issue.message, [issue]);
};

/** The first problem under `v`; its path is pushed onto `path` deepest first as the search unwinds. */
function problemIn(v: unknown, path: (string | number)[], depth: number, max: number): string | null {
  switch (typeof v) {
    case 'string':
      return textProblem(v, max);
    case 'number':
      return numberProblem(v);
    case 'object': {
      if (v === null) return null;
      if (depth >= MAX_DEPTH) return `is nested more than ${MAX_DEPTH} levels deep`;
      if (Array.isArray(v)) {
        for (let i = 0; i < v.length; i++) {
          const p = problemIn(v[i], path, depth + 1, max);
          if (p) return (path.push(i), p);
        }
        return null;
      }
      for (const k in v) {
        const kp = textProblem(k, MAX_PARAM_CHARS);
        if (kp) return `has a key that ${kp}`;
        const p = problemIn((v as Record<string, unknown>)[k], path, depth + 1, max);
        if (p) return (path.push(k), p);
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * Walks a parsed JSON value (keys too) and throws 400 at its first bad string or number, with the
 * field's path as zod would name it (`config.messages.0.url`), so forms show it at the field.
 * It runs on every event batch too, so it builds no path unless something is wrong. `max`: a
 * route's own backstop (`maxStringChars`), for the one field that holds a whole file.
 */
export function checkValue(value: unknown, max = MAX_STRING_CHARS): void {
  const path: (string | number)[] = [];
  const problem = problemIn(value, path, 0, max);
  if (problem) fail(path.reverse().join('.') || 'body', problem);
}

/** Every `%` of the raw URL starts a valid UTF-8 escape; else 400 (never a URIError later). */
export function checkUrlEncoding(rawUrl: string): void {
  const q = rawUrl.indexOf('?');
  const pathPart = rawUrl.slice(rawUrl.indexOf('/', rawUrl.indexOf('//') + 2), q < 0 ? undefined : q);
  const parts = [
    ...pathPart.split('/'),
    ...(q < 0
      ? []
      : rawUrl
          .slice(q + 1)
          .replace(/\+/g, ' ')
          .split(/[&=]/)),
  ];
  for (const part of parts) if (part.includes('%') && safeDecodeURIComponent(part) === null) throw badRequest(EDGE_MESSAGES.encoding);
}

/** Path parameters: `:code` is a project code (else no such project), the rest sane text. */
export function checkParams(params: Record<string, string>): void {
  for (const [name, value] of Object.entries(params)) {
    if (name === 'code') {
      if (!PROJECT_CODE_PATTERN.test(value)) throw notFound(EDGE_MESSAGES.badCode);
      continue;
    }
    const p = textProblem(value, MAX_PARAM_CHARS);
    if (p) fail(name, p);
  }
}

/** Query values (each, repeated keys too) and keys. */
export function checkQuery(c: Context): void {
  for (const [key, values] of Object.entries(c.req.queries())) {
    const kp = textProblem(key, MAX_PARAM_CHARS);
    if (kp) fail('query key', kp);
    for (const v of values) {
      const p = textProblem(v);
      if (p) fail(key, p);
    }
  }
}

/** Multipart text fields (files are bytes, not text: their names are checked). */
export function checkForm(form: FormData): void {
  for (const [key, value] of form.entries()) {
    const kp = textProblem(key, MAX_PARAM_CHARS);
    if (kp) fail('form field name', kp);
    if (typeof value === 'string') {
      const p = textProblem(value);
      if (p) fail(key, p);
    } else {
      const p = textProblem(value.name, MAX_PARAM_CHARS);
      if (p) fail(`${key} file name`, p);
    }
  }
}
