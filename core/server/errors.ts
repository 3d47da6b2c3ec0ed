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
