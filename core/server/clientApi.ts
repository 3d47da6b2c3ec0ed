// Helpers for the game-client API (`GET /client/v1/:code/:env/...`, rule.clientKey): the env of
// the path, and JSON answers with an ETag and 304, so polling clients cost almost nothing. The
// answers are served from memory (core/server/liveCache.ts; the dispatcher's clientRead).
import type { Context } from 'hono';
import { ENVS, type Env, type PublishEnv } from '../shared/constants';
import { etagMatches } from './etag';
import { notFound } from './errors';
import { serializeBody, storeAnswer, type CachedBody } from './liveCache';

/** Clients revalidate every time; the 304 keeps that cheap. */
export const CLIENT_CACHE_CONTROL = 'no-cache';

/**
 * The path's `:env` as an Env; anything but sandbox or prod is a path that does not exist. A
 * publishable declaring more envs (the config center: dev too) passes them.
 */
export function clientEnv(value: string | undefined): Env;
export function clientEnv<E extends PublishEnv>(value: string | undefined, envs: readonly E[]): E;
export function clientEnv(value: string | undefined, envs: readonly PublishEnv[] = ENVS): PublishEnv {
  if (!envs.includes(value as PublishEnv))
    throw notFound(`Unknown environment '${value ?? ''}': use ${envs.join(', ').replace(/, (?=[^,]*$)/, ' or ')}`);
  return value as PublishEnv;
}

/**
 * `body` as JSON with a strong ETag over its bytes; 304 when If-None-Match already names it.
 * The serialized answer is kept in the live cache for this request's path and query (until
 * `until`, ms on services.time, when the answer depends on the time: "open now"), so the next client
 * asking the same gets it without the handler, the database or a hash.
 */
export function clientJson(c: Context, body: unknown, opts: { until?: number } = {}): Response {
  const answer = serializeBody(body);
  storeAnswer(c, answer, opts.until);
  return clientAnswer(c, answer);
}

/** A serialized client answer, or 304 when the client holds it already. */
export function clientAnswer(c: Context, answer: CachedBody): Response {
  const headers = { ETag: answer.etag, 'Cache-Control': CLIENT_CACHE_CONTROL, Vary: 'X-Client-Key' };
  if (etagMatches(c.req.header('if-none-match'), answer.etag)) return new Response(null, { status: 304, headers });
  return new Response(answer.text, { status: 200, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
}
