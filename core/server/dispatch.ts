// Turns a declared route into a Hono handler: session, project scope, plugin enablement,
// the access rule, zod validation of query and body, then the handler.
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { allows, type AccessRule } from '../shared/access';
import { lockedModulesOf } from '../shared/projectConfig';
import { toApiIssues } from '../shared/zod';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from './errors';
import { projects } from './db/schema';
import { writeAudit } from './audit';
import { clearHotCaches, hotCacheOf } from './hotCache';
import type { Db } from './db/connect';
import type { ServerConfig } from './config';
import type { CoreServices } from './services';
import type { ProjectRow, RouteContext, ServerPlugin, ServerRoute, SessionUser } from './plugin';
import { sessionUser } from './session';
import { checkForm, checkParams, checkQuery, checkUrlEncoding, checkValue } from './edge';
import { servicesOn } from './services';
import { CROSS_SITE, sameOrigin } from './origin';
import { answerKey, beginCachedRead, cachedPublishReads, liveCacheOf, liveProject, type CachedBody } from './liveCache';
import { clientAnswer } from './clientApi';
import { hashServerKey, SERVER_KEY_REFUSED } from './serverKey';

export interface RegisteredRoute extends ServerRoute {
  /** null for core's own routes */
  pluginId: string | null;
  toggleable: boolean;
}

export interface DispatchDeps {
  db: Db;
  config: ServerConfig;
  plugins: readonly ServerPlugin[];
  services: CoreServices;
}

const prepareProject = (db: Db) =>
  db
    .select()
    .from(projects)
    .where(eq(projects.code, sql.placeholder('code')))
    .prepare('project_by_code');
const projectLookups = new WeakMap<Db, ReturnType<typeof prepareProject>>();

/** The project of a `/:code/` path: a prepared statement, as every project request needs it. */
export async function loadProject(db: Db, code: string): Promise<ProjectRow | null> {
  let lookup = projectLookups.get(db);
  if (!lookup) projectLookups.set(db, (lookup = prepareProject(db)));
  const run = lookup;
  return hotCacheOf<ProjectRow | null>(db, 'project').get(
    code,
    async () => {
      const [row] = await run.execute({ code });
      return (row as ProjectRow | undefined) ?? null;
    },
    (p) => p !== null,
  );
}

function parseWith<T>(schema: z.ZodType<T> | undefined, value: unknown): T {
  if (!schema) return value as T;
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const issues = toApiIssues(parsed.error);
    throw badRequest(issues[0]?.message ?? 'Invalid input', issues);
  }
  return parsed.data;
}

const isMultipart = (c: Context) => /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');

/**
 * Reads and checks a JSON body before the route runs, before the session is looked up and before
 * any transaction opens (so a slow client never holds the database). Read as bytes (Hono caches
 * them): a handler reading the body again in another form (`c.req.text()`) gets it intact.
 */
async function readJsonBody(c: Context, route: RegisteredRoute): Promise<unknown> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || isMultipart(c)) return undefined;
  const text = new TextDecoder().decode(await c.req.arrayBuffer());
  if (text.trim() === '') return route.body ? {} : undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    if (route.body) throw badRequest('Malformed JSON body');
    // Not JSON, and the route declares no JSON body: its handler reads it (and answers for it).
    return undefined;
  }
  checkValue(value, route.maxStringChars);
  return value;
}

/**
 * Reads and checks a multipart form's fields, once the caller may send it (an upload may be tens
 * of megabytes) and before any transaction opens. Handlers read it again with `c.req.formData()`.
 */
async function checkMultipart(c: Context): Promise<void> {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !isMultipart(c)) return;
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest('Malformed multipart body');
  }
  checkForm(form);
}

/** Enforces a rule for `user` in `project`; 401 when nobody is signed in, else 403. */
export function enforce(accessRule: AccessRule, user: SessionUser | null, project: ProjectRow | null, c?: Context): void {
  if (accessRule.kind === 'public') return;
  if (accessRule.kind === 'clientKey') {
    const key = c?.req.header('x-client-key');
    if (!project || !key || !timingSafeEqualText(key, project.clientKey)) throw unauthorized('Missing or wrong X-Client-Key');
    return;
  }
  if (accessRule.kind === 'serverKey') {
    // The key itself is never stored: its sha256, compared in constant time.
    const bearer = /^Bearer\s+(\S{1,200})\s*$/i.exec(c?.req.header('authorization') ?? '')?.[1];
    if (!project?.serverKeyHash || !bearer || !timingSafeEqualText(hashServerKey(bearer), project.serverKeyHash))
      throw unauthorized(SERVER_KEY_REFUSED);
    return;
  }
  if (!user) throw unauthorized();
  if (!allows(accessRule, user, project)) throw forbidden();
}

function timingSafeEqualText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function dispatcher(route: RegisteredRoute, deps: DispatchDeps) {
  const needsProject = route.path.includes('/:code');
  // /client/ routes are for callers outside the console (game clients, and services that check a
  // credential of their own): no session, no same-origin check (a server program sends no Origin),
  // and their writes touch no session, user, right or project, so the hot reads stay.
  const outsider = route.path.startsWith('/client/');
  const writes = (route.method !== 'GET' || !!route.changesState) && route.rule.kind !== 'clientKey';
  const consoleWrite = writes && !outsider;
  const inTransaction = writes && route.transaction !== false;
  // A game client's read (GET under rule.clientKey): answered from memory when the same path and
  // query were answered since the last change (core/server/liveCache.ts). The project (its client
  // key) comes from memory too, and the key is checked on every request before anything is served.
  const clientRead = route.method === 'GET' && route.rule.kind === 'clientKey' && needsProject && !route.changesState;
  const clientServices: CoreServices = clientRead
    ? { ...deps.services, publish: cachedPublishReads(deps.db, deps.services.publish) }
    : deps.services;
  const findProject = clientRead ? liveProject : loadProject;
  const checkProject = (project: ProjectRow | null, code: string): ProjectRow => {
    if (!project) throw notFound(`Project '${code}' not found`);
    // A plugin turned off for this project has no API there: the path does not exist.
    if (route.pluginId && route.toggleable && project.disabledPlugins.includes(route.pluginId)) throw notFound();
    return project;
  };
  return async (c: Context) => {
    if (clientRead) {
      const cache = liveCacheOf(deps.db);
      if (await cache.watch()) {
        // The answer for this exact path and query passed the edge and the query schema already.
        // A time-bound answer ("open now") holds until its moment on the services' clock.
        const hit = cache.peek<CachedBody>(answerKey(c), deps.services.time.now());
        if (hit) {
          const code = c.req.param('code') ?? '';
          enforce(route.rule, null, checkProject(await liveProject(deps.db, code), code), c);
          return clientAnswer(c, hit);
        }
        beginCachedRead(c, deps.db);
      }
    }
    // A console write (a GET that changes state too) must come from our own pages.
    if (consoleWrite && !sameOrigin(c, deps.config.trustProxy)) throw forbidden(CROSS_SITE);
    // The edge, before the session and the project are looked up: bad text, numbers, codes and
    // percent-encoding are a 400 (or a 404 for a code no project can have) for every route.
    checkUrlEncoding(c.req.url);
    const params = c.req.param() as Record<string, string>;
    checkParams(params);
    checkQuery(c);
    const rawBody = await readJsonBody(c, route);
    // Callers outside the console carry no session; only console routes look one up.
    const user = outsider ? null : await sessionUser(c, deps.db);
    let project: ProjectRow | null = null;
    if (needsProject) {
      const code = c.req.param('code') ?? '';
      project = checkProject(await findProject(deps.db, code), code);
    }
    enforce(route.rule, user, project, c);
    if (project && route.pluginId && user && user.role !== 'ADMIN' && lockedModulesOf(project.config).includes(route.pluginId)) {
      throw forbidden(`This module is locked in project ${project.code}`);
    }
    await checkMultipart(c);
    const query = parseWith(route.query, c.req.query());
    const body = route.body ? parseWith(route.body, rawBody) : undefined;
    const contextOn = (db: Db): RouteContext => ({
      c,
      db,
      config: deps.config,
      get user() {
        if (!user) throw unauthorized();
        return user;
      },
      maybeUser: user,
      get project() {
        if (!project) throw new HttpError(500, 'Route has no project');
        return project;
      },
      body,
      query,
      params,
      audit: (entry) => writeAudit(db, user, project?.code ?? null, entry),
      plugins: deps.plugins,
      services: db === deps.db ? clientServices : servicesOn(deps.services, db),
    });
    let result: Awaited<ReturnType<typeof route.handler>>;
    try {
      // A console write and its audit entry commit together or not at all: a refusal or a crash
      // half-way leaves nothing behind. Everything the handler reaches (ctx.db, ctx.audit,
      // ctx.services.publish) runs on the transaction; nested transactions become savepoints.
      result = inTransaction
        ? await deps.db.transaction((tx) => Promise.resolve(route.handler(contextOn(tx as unknown as Db))))
        : await route.handler(contextOn(deps.db));
    } finally {
      // A console write may change a session, user, right or project: drop the hot reads.
      if (consoleWrite) clearHotCaches();
    }
    if (result instanceof Response) return result;
    return c.json(result ?? { message: 'OK' });
  };
}
