// Every failure leaves the server as { message, code?, issues? } with a fitting status (DESIGN §7).
import type { ApiErrorBody, ApiIssue } from '../shared/errors';

export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503,
    message: string,
    readonly code?: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
  }

  body(): ApiErrorBody {
    return { message: this.message, ...(this.code ? { code: this.code } : {}), ...(this.issues ? { issues: this.issues } : {}) };
  }
}

export const badRequest = (message: string, issues?: ApiIssue[]) => new HttpError(400, message, 'invalid_input', issues);
export const unauthorized = (message = 'Please sign in') => new HttpError(401, message, 'unauthorized');
export const forbidden = (message = "Sorry, you don't have access to this page.") => new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const conflict = (message: string) => new HttpError(409, message, 'conflict');
export const tooLarge = (message: string) => new HttpError(413, message, 'too_large');
export const tooManyRequests = (message: string) => new HttpError(429, message, 'too_many_requests');

/** The SQLSTATE of a database error, if it is one (drizzle wraps the driver's error in `cause`). */
export function sqlStateOf(err: unknown): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * A safety net, not the fix (the edge and the schemas are): a PostgreSQL data exception (SQLSTATE
 * class 22: bad text, a number out of range, a bad date) is the input's fault, so a 400.
 */
export function dataExceptionAsHttp(err: unknown): HttpError | null {
  const state = sqlStateOf(err);
  return state?.startsWith('22') ? badRequest('The database refused a value of this request (it is out of range or not valid text)') : null;
}

const stackFrames = (stack: string | undefined) =>
  (stack ?? '')
    .split('\n')
    .filter((l) => /^\s+at /.test(l))
    .join('\n');

/**
 * An error for the log, without a failed query's parameters: drizzle puts them in the message
 * (`params: ...`), and they hold password hashes, session tokens and client keys (DESIGN §4).
 */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return String(err);
  const query = (err as { query?: unknown }).query;
  if (typeof query === 'string') {
    const cause = err.cause instanceof Error ? err.cause : null;
    const state = sqlStateOf(err);
    return [
      `${err.name}: Failed query: ${query}`,
      cause ? `  cause: ${cause.name}: ${cause.message}${state ? ` (SQLSTATE ${state})` : ''}` : '',
      stackFrames(err.stack),
    ]
      .filter(Boolean)
      .join('\n');
  }
  return err.stack ?? `${err.name}: ${err.message}`;
}
