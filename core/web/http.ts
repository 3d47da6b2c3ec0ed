// The one HTTP client plugins use: same-origin `/v1`, cookie session. Every failure shows the
// shared error notice with the server's message; a lost session (401) goes to the login page
// and comes back after sign-in.
import { FetchError, ofetch, type FetchContext } from 'ofetch';
import { getDefaultStore } from 'jotai';
import { navigate } from 'wouter/use-browser-location';
import {
  fillPath,
  type Endpoint,
  type EndpointBody,
  type EndpointParams,
  type EndpointQuery,
  type EndpointResponse,
} from '../shared/endpoint';
import { isApiErrorBody } from '../shared/errors';
import { showErrorNotice } from './notify';
import { userAtom } from './auth/userAtom';

/** The message to show for a failed call (or any thrown value). */
export function errorMessage(error: unknown): string {
  if (error instanceof FetchError) {
    if (isApiErrorBody(error.data)) return error.data.message;
    if (error.statusCode) return `The server answered ${error.statusCode}${error.statusText ? ` ${error.statusText}` : ''}`;
    return 'The server could not be reached. Check your connection and try again.';
  }
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * The server's per-field issues of a failed call as form errors (`{ field: message }`, the first
 * per field), so a form shows a message only the server can give (a project's allowed url
 * schemes) at its field. `rename` maps a body path onto the form's field path; null drops it.
 */
export function serverFieldErrors(error: unknown, rename: (path: string) => string | null = (p) => p): Record<string, string> {
  if (!(error instanceof FetchError) || !isApiErrorBody(error.data) || !error.data.issues) return {};
  const out: Record<string, string> = {};
  for (const issue of error.data.issues) {
    const field = rename(issue.path);
    if (field && !(field in out)) out[field] = issue.message;
  }
  return out;
}

/** True for errors the client has already shown in the error notice. */
export function isNotifiedError(error: unknown): boolean {
  // An ofetch error (the `api` hook showed it), or a form upload's (sendForm showed it).
  return error instanceof FetchError || (error instanceof Error && (error as { notified?: unknown }).notified === true);
}

/** The login form shows its own errors; `me` answering 401 just means "not signed in". */
const SELF_HANDLED = ['/v1/auth/login', '/v1/auth/me'];

function requestPath(ctx: FetchContext): string {
  const raw = typeof ctx.request === 'string' ? ctx.request : ctx.request.url;
  return new URL(raw, window.location.origin).pathname;
}

function sendToLogin(): void {
  getDefaultStore().set(userAtom, null);
  const here = window.location.pathname + window.location.search;
  if (window.location.pathname !== '/login') navigate(`/login?next=${encodeURIComponent(here)}`, { replace: true });
}

function makeClient(notify: boolean) {
  return ofetch.create({
    baseURL: '/v1',
    credentials: 'include',
    // Retrying would repeat the notice (and, for writes, the change).
    retry: 0,
    onResponseError(ctx) {
      const path = requestPath(ctx);
      if (SELF_HANDLED.includes(path)) return;
      const status = ctx.response?.status;
      const body: unknown = ctx.response?._data;
      if (notify || status === 401) showErrorNotice(isApiErrorBody(body) ? body.message : `The server answered ${status}`);
      if (status === 401) sendToLogin();
    },
    onRequestError(ctx) {
      if (notify && !SELF_HANDLED.includes(requestPath(ctx)))
        showErrorNotice('The server could not be reached. Check your connection and try again.');
    },
  });
}

/** The client for plugins: ofetch with baseURL `/v1` and the session cookie. */
export const api = makeClient(true);

/** Same client without the error notice, for calls whose failure the screen shows itself. 401 still signs out. */
export const quietApi = makeClient(false);

type Args<E> = (keyof EndpointParams<E> extends never ? { params?: undefined } : { params: EndpointParams<E> }) &
  (EndpointBody<E> extends undefined ? { body?: undefined } : { body: EndpointBody<E> }) & { query?: EndpointQuery<E> } & {
    /** The screen shows the failure itself: no error notice (401 still signs out). */
    quiet?: boolean;
    signal?: AbortSignal;
  };

/**
 * Calls a shared typed endpoint (core/shared/endpoint.ts): the path is filled from `params`,
 * body and query are typed by the endpoint's schemas, and the answer by its response type.
 */
export function call<E extends Endpoint>(
  ep: E,
  ...[args]: keyof EndpointParams<E> extends never ? (EndpointBody<E> extends undefined ? [Args<E>?] : [Args<E>]) : [Args<E>]
): Promise<EndpointResponse<E>> {
  const a = (args ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, unknown>;
    quiet?: boolean;
    signal?: AbortSignal;
  };
  const url = fillPath(ep.path, a.params ?? {}).replace(/^\/v1/, '');
  const client = a.quiet ? quietApi : api;
  const body = a.body === undefined && ep.method !== 'GET' && ep.method !== 'DELETE' ? {} : (a.body as Record<string, unknown> | undefined);
  return client<EndpointResponse<E>>(url, { method: ep.method, body, query: a.query, signal: a.signal });
}

/**
 * The browser URL of a typed endpoint (`/v1/...?query`), for what is not fetched as JSON: a plain
 * link that downloads a file the route answers with a Response (e.g. `?format=xlsx`).
 */
export function endpointUrl<E extends Endpoint>(ep: E, args: { params?: EndpointParams<E>; query?: EndpointQuery<E> } = {}): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((args.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) query.set(key, String(value));
  }
  const qs = query.toString();
  return `${fillPath(ep.path, (args.params ?? {}) as Record<string, string>)}${qs ? `?${qs}` : ''}`;
}
