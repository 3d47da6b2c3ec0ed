// The edge: what every request's path, query and body must be before any route sees it (and
// before authentication or the database). Text that PostgreSQL cannot store (NUL, lone UTF-16
// surrogates), numbers no column or engine holds (beyond ±2^53, non-finite), strings past the
// backstop and malformed percent-encoding answer 400 here, for every route at once. What is
// route-specific (an int4 id, a name's length) each route's zod schema declares with core's
// helpers (core/shared/zod.ts).
import type { Context } from 'hono';
import type { ApiIssue } from '../shared/errors';
import { PROJECT_CODE_PATTERN } from '../shared/project';
import { MAX_STRING_CHARS, safeDecodeURIComponent } from '../shared/zod';
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

/** A high surrogate without its low half, or a low one without its high half. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why a text may not be stored, or null. */
export function textProblem(s: string, max = MAX_STRING_CHARS): string | null {
  if (s.length > max) return EDGE_MESSAGES.long(max);
  if (s.includes('\u0000')) return EDGE_MESSAGES.nul;
  if (LONE_SURROGATE.test(s)) return EDGE_MESSAGES.surrogate;
  return null;
}

const numberProblem = (n: number) => (Number.isFinite(n) && Math.abs(n) <= Number.MAX_SAFE_INTEGER ? null : EDGE_MESSAGES.number);

const fail = (where: string, problem: string): never => {
  const issue: ApiIssue = { path: where, message: `${where} ${problem}` };
  throw badRequest(issue.message, [issue]);
};

const join = (at: string, key: string | number) => (at ? `${at}.${key}` : String(key));

/**
 * Walks a parsed JSON value (keys too) and throws 400 at its first bad string or number, with the
 * field's path as zod would name it (`config.messages.0.url`), so forms show it at the field.
 */
export function checkValue(value: unknown): void {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length) {
    const [v, at] = stack.pop()!;
    if (typeof v === 'string') {
      const p = textProblem(v);
      if (p) fail(at || 'body', p);
    } else if (typeof v === 'number') {
      const p = numberProblem(v);
      if (p) fail(at || 'body', p);
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], join(at, i)]);
    } else if (v && typeof v === 'object') {
      for (const [k, child] of Object.entries(v)) {
        const p = textProblem(k, MAX_PARAM_CHARS);
        if (p) fail(`${at || 'body'} key`, p);
        stack.push([child, join(at, k)]);
      }
    }
  }
}

/** Every `%` of the raw URL starts a valid UTF-8 escape; else 400 (never a URIError later). */
export function checkUrlEncoding(rawUrl: string): void {
  const q = rawUrl.indexOf('?');
  const pathPart = rawUrl.slice(rawUrl.indexOf('/', rawUrl.indexOf('//') + 2), q < 0 ? undefined : q);
  const parts = [...pathPart.split('/'), ...(q < 0 ? [] : rawUrl.slice(q + 1).replace(/\+/g, ' ').split(/[&=]/))];
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
