// Helpers for the game-client API (`GET /client/v1/:code/:env/...`, rule.clientKey): the env of
// the path, and JSON answers with an ETag and 304, so polling clients cost almost nothing.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ENVS, type Env } from '../shared/constants';
import { etagMatches } from './etag';
import { notFound } from './errors';

/** Clients revalidate every time; the 304 keeps that cheap. */
export const CLIENT_CACHE_CONTROL = 'no-cache';

/** The path's `:env` as an Env; anything but sandbox or prod is a path that does not exist. */
export function clientEnv(value: string | undefined): Env {
  if (!ENVS.includes(value as Env)) throw notFound(`Unknown environment '${value ?? ''}': use sandbox or prod`);
  return value as Env;
}

/** `body` as JSON with a strong ETag over its bytes; 304 when If-None-Match already names it. */
export function clientJson(c: Context, body: unknown): Response {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  const headers = { ETag: etag, 'Cache-Control': CLIENT_CACHE_CONTROL, Vary: 'X-Client-Key' };
  if (etagMatches(c.req.header('if-none-match'), etag)) return new Response(null, { status: 304, headers });
  return new Response(text, { status: 200, headers: { ...headers, 'Content-Type': 'application/json; charset=utf-8' } });
}
