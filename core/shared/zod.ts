import { z } from 'zod';
import type { ApiIssue } from './errors';
import { CLIENT_VERSION_PATTERN, compareVersions, OPEN_VERSION } from './version';

/** A required, trimmed string whose empty case carries the spec's message. */
export const requiredText = (message: string, max = 255) =>
  z.string({ error: message }).trim().min(1, message).max(max, `At most ${max} characters`);

/** zod issues in the shape of the error body. */
export function toApiIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
}

/** Mantine form validator from a zod schema: { field: message } for the first issue per field. */
export function zodFormErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** An env field: 'sandbox' or 'prod' in any case, else `message`. */
export const envNameField = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['sandbox', 'prod'], { error: message }));

/** A numeric platform code among `codes` (a blank counts as missing), else `message`. */
export function platformCodeField<P extends number>(codes: readonly P[], message: string): z.ZodType<P, unknown> {
  return z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? 0 : Number(v)),
    z.number().refine((n) => (codes as readonly number[]).includes(n), message),
  ) as unknown as z.ZodType<P, unknown>;
}

// ---- Limits and field helpers every plugin's schemas use (issue 9: bad input, lengths, urls, dates)

/** Text lengths by kind of field (the spec sets none for these; sizes an operator never reaches). */
export const MAX_CHARS = {
  /** Names and tags: an activity, a bonus, a bundle, a group, a display name. */
  name: 100,
  /** Titles and short labels shown to players. */
  title: 200,
  /** Descriptions and messages. */
  text: 2000,
  /** A URL (what browsers and CDNs take without trouble). */
  url: 2048,
  /** JSON written as text in a form (an activity's rule). */
  json: 64 * 1024,
} as const;

/**
 * The edge's backstop: no string anywhere in a request is longer (the SQL page's query, the
 * longest text a route takes, is 100,000 characters).
 */
export const MAX_STRING_CHARS = 100_000;

export const atMost = (n: number) => `At most ${n} characters`;

/** A trimmed string of at most `max` characters (optional content: '' allowed). */
export const boundedText = (max: number) => z.string().trim().max(max, atMost(max));

/** Largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2 ** 31 - 1;

/** A whole number in int4 range (or narrower), for any number a route stores in an integer column. */
export const int4 = (message?: string, min = -INT4_MAX - 1, max = INT4_MAX) =>
  z
    .number(message ? { error: message } : undefined)
    .int(message)
    .min(min, message ?? `Must be at least ${min}`)
    .max(max, message ?? `Must be at most ${max}`);

/** A row id: a whole number from 1 to 2^31-1 (numeric text too, as paths and forms send it). */
export const idField = (message = 'Not a valid id') =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.number({ error: message }).int(message).min(1, message).max(INT4_MAX, message),
  );

/** Does `n` name a row (1 .. 2^31-1)? For ids read from a path. */
export const isRowId = (n: number) => Number.isSafeInteger(n) && n >= 1 && n <= INT4_MAX;

// An ISO 8601 date-time with its zone: 2026-05-01T08:00:00Z, 2026-05-01T08:00:00.000+02:00
// (seconds optional). Anything else (`hello 7`, `7`, `June`) is not a date-time.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

/** Is `s` an ISO date-time naming a real calendar day and time? */
export function isIsoDateTime(s: string): boolean {
  const m = ISO_DATE_TIME.exec(s);
  if (!m) return false;
  const [, y, mo, d, h, mi, sec] = m.map(Number);
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59 || (sec || 0) > 59) return false;
  const daysInMonth = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return d <= daysInMonth && !Number.isNaN(Date.parse(s));
}

/**
 * A date-time field: an ISO 8601 date-time with its zone (what forms and JSON send), or a Date
 * (the web form's value). Blank reads as missing, so `message` (the field's "required") shows.
 */
export const isoDateTime = (message: string, invalid = 'Use an ISO date-time such as 2026-05-01T08:00:00Z') =>
  z.preprocess(
    (v) =>
      v === '' || v === null || v === undefined ? undefined : typeof v === 'string' && isIsoDateTime(v.trim()) ? new Date(v.trim()) : v,
    z.date({ error: (i) => (i.input === undefined ? message : invalid) }).refine((d) => !Number.isNaN(d.getTime()), invalid),
  );

/** The schemes every game client opens; a project adds its app's own in `config.appSchemes`. */
export const WEB_SCHEMES = ['http', 'https'] as const;
/** Schemes that run code or read local data where a client opens them: never an app scheme. */
const NEVER_SCHEMES = ['javascript', 'vbscript', 'data', 'file', 'blob', 'about', 'filesystem'];
const SCHEME = /^[a-z][a-z0-9+.-]*$/;

/** The app schemes a project's config lists (`config.appSchemes: ["jigsaw"]`), lower-case. */
export function appSchemesOf(config: Record<string, unknown> | null | undefined): string[] {
  const list = config?.appSchemes;
  if (!Array.isArray(list)) return [];
  return list
    .filter((s): s is string => typeof s === 'string')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => SCHEME.test(s) && !NEVER_SCHEMES.includes(s));
}

export const urlSchemesMessage = (appSchemes: readonly string[] | null) =>
  appSchemes === null
    ? 'Use an http(s) link or an app link such as myapp://page'
    : `Only ${[...WEB_SCHEMES, ...appSchemes].map((s) => `${s}:`).join(', ')} links are allowed`;

/**
 * Why `url` may not be sent to game clients, or null. It must be absolute, with http(s) (and a
 * host) or one of `appSchemes`; `null` for appSchemes (the shared schema, which does not know the
 * project) takes any scheme but those that run code or read local data. Scheme-relative `//host`,
 * relative paths and control characters (`java\tscript:`) are refused.
 */
export function clientUrlProblem(url: string, appSchemes: readonly string[] | null): string | null {
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url);
  if (!m || /[\u0000-\u0020\u007f]/.test(url)) return urlSchemesMessage(appSchemes);
  const scheme = m[1].toLowerCase();
  const web = (WEB_SCHEMES as readonly string[]).includes(scheme);
  if (!web && (NEVER_SCHEMES.includes(scheme) || (appSchemes !== null && !appSchemes.includes(scheme))))
    return urlSchemesMessage(appSchemes);
  if (web) {
    try {
      if (!new URL(url).hostname) return 'The link needs a host, like https://example.com/page';
    } catch {
      return 'Not a valid link';
    }
  }
  return null;
}

/**
 * Why a free text value a client may open as a link (push extra data: `screen=shop` beside
 * `link=jigsaw://shop`) may not be sent, or null. Plain text (`shop`, `level:3`) passes; a value
 * that reads as a link (http(s), `scheme://…`, `//host`, or a scheme that runs code, even split by spaces or
 * control characters: `java script:`) must pass clientUrlProblem.
 */
export function linkValueProblem(value: string, appSchemes: readonly string[] | null): string | null {
  const squeezed = value.replace(/[\u0000-\u0020\u007f]/g, '');
  if (squeezed.startsWith('//')) return clientUrlProblem(value, appSchemes);
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(squeezed);
  if (!m) return null;
  const scheme = m[1].toLowerCase();
  const link =
    NEVER_SCHEMES.includes(scheme) || (WEB_SCHEMES as readonly string[]).includes(scheme) || squeezed.startsWith('//', m[0].length);
  return link ? clientUrlProblem(value, appSchemes) : null;
}

/**
 * Why a file url (a creative, an icon, a bundle's resource) may not be sent to game clients, or
 * null: a path on our own host (`/cdn/...`, what uploads answer without PUBLIC_URL) or an http(s)
 * url with a host.
 */
export function fileUrlProblem(url: string): string | null {
  const message = 'Use an uploaded file or an http(s) link';
  if (/[\u0000-\u0020\u007f\\]/.test(url)) return message;
  if (url.startsWith('/')) return url.startsWith('//') ? message : null;
  const m = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url);
  if (!m || !(WEB_SCHEMES as readonly string[]).includes(m[1].toLowerCase())) return message;
  try {
    return new URL(url).hostname ? null : message;
  } catch {
    return message;
  }
}

/** A file url field (optional content is the caller's `.optional()`): at most MAX_CHARS.url, see fileUrlProblem. */
export const fileUrlField = (required = 'Please select a file') =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_CHARS.url, atMost(MAX_CHARS.url))
    .superRefine((u, ctx) => {
      const problem = u ? fileUrlProblem(u) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * A url a game client opens: required (`required` is the empty field's message), at most
 * MAX_CHARS.url, absolute, and no scheme that runs code. The server narrows the scheme to http(s)
 * and the project's `config.appSchemes` (core/server/clientUrls.ts), as only it knows the project.
 */
export const clientUrlField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(MAX_CHARS.url, atMost(MAX_CHARS.url))
    .superRefine((u, ctx) => {
      const problem = u ? clientUrlProblem(u, null) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/**
 * Options for an object's cross-field check (`.superRefine(fn, checkWhenValid('type', 'end'))`):
 * zod skips such a check once any field failed to parse, so a form would show its message only
 * after every other field is fixed. This runs it whenever the fields it reads parsed (a failed
 * refinement such as `.min()` on them does not stop it either, as in zod's own rule).
 */
export const checkWhenValid = (...fields: string[]) => ({
  when: (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[]; continue?: boolean }[] }) =>
    // Never on something that is not an object at all (a list, a string: the issue is at the root).
    !!payload.value &&
    typeof payload.value === 'object' &&
    !Array.isArray(payload.value) &&
    !payload.issues.some((i) => i.continue !== true && (!i.path?.length || fields.includes(String(i.path[0])))),
});

/**
 * A whole number from `min` to `max` whose every failure says what is wrong. A schema-wide
 * `z.number({ error })` would lend its one message to every check ("must be a whole number" for
 * a number that is only too big); here each case has its own: not a number or not whole
 * (`notWhole`), missing (`required`), below `min` (`tooSmall`), above `max` (`tooBig`).
 */
export function wholeNumber(o: {
  label: string;
  min: number;
  max: number;
  required?: string;
  notWhole?: string;
  tooSmall?: string;
  tooBig?: string;
}) {
  const notWhole = o.notWhole ?? `${o.label} must be a whole number`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? (o.required ?? notWhole) : notWhole) })
    .refine((n) => Number.isInteger(n), notWhole)
    .min(o.min, o.tooSmall ?? `${o.label} must be at least ${o.min}`)
    .max(o.max, o.tooBig ?? `${o.label} must be at most ${o.max}`);
}

/** A list's paging query: `ps` one of the screen's page sizes (the spec's), `pn` from 1. */
export const pagingFields = (pageSizes: readonly number[], defaultSize: number) => ({
  ps: z.coerce
    .number()
    .int()
    .refine((n) => pageSizes.includes(n), `Page size is one of ${pageSizes.join(', ')}`)
    .default(defaultSize),
  pn: z.coerce.number().int().min(1, 'Page numbers start at 1').max(INT4_MAX, 'Page numbers start at 1').default(1),
});

/**
 * A rule's client version range, `{ clientVersions: [min, max] }`: a blank bound is 0.0.0 (that side
 * open), each bound a dotted version, and min not above a closed max (bundles, in-site messages).
 */
export function clientVersionsRule(messages: { versionIllegal: string; versionOrder: string }) {
  const bound = z.preprocess(
    (v) => (typeof v === 'string' && v.trim() ? v.trim() : OPEN_VERSION),
    z.string().regex(CLIENT_VERSION_PATTERN, messages.versionIllegal),
  );
  return z
    .object({ clientVersions: z.tuple([bound, bound]).optional() })
    .default({})
    .superRefine((r, ctx) => {
      const [min, max] = r.clientVersions ?? [OPEN_VERSION, OPEN_VERSION];
      if (max !== OPEN_VERSION && compareVersions(min, max) > 0)
        ctx.addIssue({ code: 'custom', message: messages.versionOrder, path: ['clientVersions', 1] });
    });
}
