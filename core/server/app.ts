// The HTTP app: core's routes plus every plugin's, each behind its declared rule.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { rule } from '../shared/access';
import { PLUGIN_ID_PATTERN } from '../shared/plugin';
import { authRoutes } from './authRoutes';
import { dispatcher, type DispatchDeps, type RegisteredRoute } from './dispatch';
import { dataExceptionAsHttp, describeError, HttpError, tooLarge } from './errors';
import { clientOpenApiDocument, openApiDocument } from './openapi';
import { route, type ServerPlugin, type ServerRoute } from './plugin';
import type { ServerConfig } from './config';
import { API_CSP, isApiPath, mountWeb } from './staticWeb';
import { cdnRoute } from './storage/cdnRoute';
import { uploadRoute } from './storage/uploadRoute';
import { ingestRoute } from './warehouse/ingestRoute';
import { jobCancelRoute, jobFileRoute, jobStatusRoute } from './jobs/statusRoute';
import { formatBytes } from './bytes';
import { compressJson } from './compressJson';

export const JSON_BODY_LIMIT = 2 * 1024 * 1024;

/** Refuses a body over the route's limit with 413 before anything reads it. */
export function routeBodyLimit(r: ServerRoute, config: ServerConfig) {
  const maxSize = typeof r.maxBodyBytes === 'function' ? r.maxBodyBytes(config) : (r.maxBodyBytes ?? JSON_BODY_LIMIT);
  return bodyLimit({
    maxSize,
    onError: () => {
      throw tooLarge(`Request body over the ${formatBytes(maxSize)} limit`);
    },
  });
}

/**
 * Whether the request's body is still arriving as the answer goes out: Node's parser has not
 * received all of it (`complete`). A body that has arrived, read or not, is drained by the server
 * from memory and the connection stays usable. False outside a Node server (app.fetch in tests).
 */
export function bodyStillArriving(env: unknown): boolean {
  const incoming = (env as { incoming?: { complete?: unknown } } | undefined)?.incoming;
  return incoming?.complete === false;
}

export function collectRoutes(plugins: readonly ServerPlugin[]): RegisteredRoute[] {
  const seen = new Set<string>();
  const out: RegisteredRoute[] = [];
  const add = (r: RegisteredRoute) => {
    const key = `${r.method} ${r.path}`;
    if (seen.has(key)) throw new Error(`Route declared twice: ${key}`);
    seen.add(key);
    out.push(r);
  };
  for (const r of [...authRoutes, cdnRoute, uploadRoute, ingestRoute, jobStatusRoute, jobCancelRoute, jobFileRoute])
    add({ ...r, pluginId: null, toggleable: false });
  for (const p of plugins) {
    if (!PLUGIN_ID_PATTERN.test(p.id)) throw new Error(`Plugin id must be kebab-case: ${p.id}`);
    for (const r of p.routes) add({ ...r, pluginId: p.id, toggleable: p.toggleable !== false });
  }
  // Fixed paths first, so `/v1/admin/...` never reads as a project code.
  return out.sort((a, b) => Number(a.path.includes('/:code')) - Number(b.path.includes('/:code')));
}

export function createApp(deps: DispatchDeps): { app: Hono; routes: RegisteredRoute[] } {
  const app = new Hono();
  const routes = collectRoutes(deps.plugins);
  const openapi = route({
    method: 'GET',
    path: '/v1/openapi.json',
    rule: rule.public,
    summary: 'This document',
    handler: () => openApiDocument(all),
  });
  const clientOpenapi = route({
    method: 'GET',
    path: '/client/v1/openapi.json',
    rule: rule.public,
    summary: 'The game-client API for game teams: every /client/v1 route, its answer schema and an example',
    handler: () => clientOpenApiDocument(all),
  });
  const health = route({ method: 'GET', path: '/healthz', rule: rule.public, summary: 'Liveness', handler: () => ({ ok: true }) });
  const all: RegisteredRoute[] = [
    { ...openapi, pluginId: null, toggleable: false },
    { ...clientOpenapi, pluginId: null, toggleable: false },
    { ...health, pluginId: null, toggleable: false },
    ...routes,
  ];

  app.onError((err, c) => {
    if (err instanceof HttpError) return c.json(err.body(), err.status);
    const refused = dataExceptionAsHttp(err);
    if (refused) {
      // The edge or a schema let a bad value through: answer 400, and say so for whoever fixes it.
      console.warn(`${c.req.method} ${c.req.path} refused by the database: ${describeError(err)}`);
      return c.json(refused.body(), refused.status);
    }
    // Never the query's parameters: they hold password hashes and tokens.
    console.error(`${c.req.method} ${c.req.path} failed: ${describeError(err)}`);
    return c.json({ message: 'Sorry, the server is reporting an error', code: 'internal' }, 500);
  });
  // An answer sent before the request's body has arrived (a 413 on its declared length, a 403
  // cross-site write, a 401) closes the connection: the unread rest of the body would otherwise be
  // read as the next request, or the server would give up draining it and reset the socket under
  // the client's next request (issue 28: game SDKs keep connections alive). `Connection: close`
  // tells the client to send its next request on a new connection.
  app.use('*', async (c, next) => {
    await next();
    if (bodyStillArriving(c.env)) c.header('Connection', 'close');
  });
  // Every answer: no MIME sniffing, no framing, no full URLs to other sites; API answers and
  // /cdn/ files get a policy that lets them do nothing as documents (pages get theirs in mountWeb).
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'same-origin');
    if (isApiPath(c.req.path)) c.header('Content-Security-Policy', API_CSP);
  });
  // JSON answers over 1 KB go out gzipped to clients that take it (compressJson.ts).
  app.use('/v1/*', compressJson);
  app.use('/client/*', compressJson);
  app.notFound((c) => c.json({ message: `No such path: ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404));

  // Every /client/v1 route is for callers outside the console: game clients (rule.clientKey), game
  // servers (rule.serverKey), or public routes that check a credential of their own (a service's
  // token). Never a session's. And a key rule is only for /client/ routes (no session, no Origin).
  for (const r of all) {
    const keyed = r.rule.kind === 'clientKey' || r.rule.kind === 'serverKey';
    if (r.path.startsWith('/client/') && !keyed && r.rule.kind !== 'public')
      throw new Error(`${r.path} must use the clientKey or serverKey rule (or public, checking a credential of its own)`);
    if (keyed && !r.path.startsWith('/client/v1/:code/'))
      throw new Error(`${r.path}: the ${r.rule.kind} rule is for /client/v1/:code/ routes only`);
  }
  // The body limit is per route: JSON routes keep 2 MB, upload routes declare their own.
  for (const r of all) app.on(r.method, r.path, routeBodyLimit(r, deps.config), dispatcher(r, deps));
  mountWeb(app, deps.config.webDir);
  app.all('*', (c) => {
    if (isApiPath(c.req.path)) return c.json({ message: `No such path: ${c.req.method} ${c.req.path}`, code: 'not_found' }, 404);
    return c.json({ message: 'Not found', code: 'not_found' }, 404);
  });
  return { app, routes: all };
}
