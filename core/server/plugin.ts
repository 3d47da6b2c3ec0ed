// The server half of the plugin contract: routes (each with its access rule and zod
// schemas), tables (drizzle, in plugins/<id>/server/db.ts) and demo data.
import type { Context } from 'hono';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AccessRule } from '../shared/access';
import type { ClientDoc, Endpoint, PathParams } from '../shared/endpoint';
import type { PluginIdentity } from '../shared/plugin';
import type { ConfigPart } from '../shared/projectConfig';
import type { Db } from './db/connect';
import type { ServerConfig } from './config';
import type { CoreServices } from './services';
import type { JobHandler, JobSchedule, NotRetryable } from './jobs/types';
import type { DeclaredPublishable } from './publish/audience';
import type { Provides } from './provides';

export type { JobContext, JobHandler, JobSchedule, NotRetryable } from './jobs/types';
export { JobFailed } from './jobs/types';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface SessionUser {
  id: number;
  mail: string;
  displayName: string;
  role: 'ADMIN' | 'USER' | 'LIMIT';
  rights: { projectCode: string; name: string }[];
}

export interface ProjectRow {
  code: string;
  nickname: string;
  description: string;
  domain: number;
  config: Record<string, unknown>;
  ownerIds: number[];
  serviceHost: string;
  clientKey: string;
  /** sha256 hex of the game servers' key (rule.serverKey); never leaves the server. */
  serverKeyHash: string | null;
  disabledPlugins: string[];
  createdAt: Date;
  updatedAt: Date;
}

export interface AuditEntry {
  area: string;
  action: string;
  target?: string | number;
  before?: unknown;
  after?: unknown;
}

/** What every handler gets. `user` and `project` throw 401/404 where the route has none. */
export interface RouteContext<B = unknown, Q = unknown> {
  c: Context;
  db: Db;
  config: ServerConfig;
  /** The signed-in user (throws 401 on a public route with nobody signed in). */
  readonly user: SessionUser;
  readonly maybeUser: SessionUser | null;
  /** The project of the path's `:code` (throws on routes without one). */
  readonly project: ProjectRow;
  body: B;
  query: Q;
  params: Record<string, string>;
  /** Writes one audit entry: who, when, project, what, before and after. */
  audit: (entry: AuditEntry) => Promise<void>;
  /** The installed plugins (for rights listings and the like). */
  plugins: readonly ServerPlugin[];
  services: CoreServices;
}

export interface ServerRoute {
  method: Method;
  /** Hono pattern; project routes are `/v1/:code/...`. */
  path: string;
  rule: AccessRule;
  summary?: string;
  body?: z.ZodType;
  query?: z.ZodType;
  /** Largest request body the route takes (default: the 2 MB JSON limit); multipart uploads raise it. */
  maxBodyBytes?: number | ((config: ServerConfig) => number);
  /** The edge's string backstop for this route's body (default MAX_STRING_CHARS): a route taking a whole file raises it; its schema sets the real limit. */
  maxStringChars?: number;
  /** A GET that changes state (a call shape the spec fixes): it clears the hot reads like any write. */
  changesState?: boolean;
  /**
   * `false`: the handler does not run in the request's transaction. Only for a POST that reads
   * (a query) or a route that must keep a record of its own refusal (a failed sign-in, a failed
   * upload); every other console write commits with its audit entry or not at all.
   */
  transaction?: false;
  /** A game-client route's contract (from its clientEndpoint): /client/v1/openapi.json lists it. */
  client?: ClientDoc;
  /** Returns a JSON-able value (sent with 200) or a Response. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- routes of every params and body type share one list
  handler: (ctx: RouteContext<any, any>) => unknown | Promise<unknown>;
}

/** Declares one route with body and query types inferred from their schemas. */
export function route<B extends z.ZodType | undefined = undefined, Q extends z.ZodType | undefined = undefined>(def: {
  method: Method;
  path: string;
  rule: AccessRule;
  summary?: string;
  body?: B;
  query?: Q;
  maxBodyBytes?: number | ((config: ServerConfig) => number);
  changesState?: boolean;
  transaction?: false;
  handler: (
    ctx: RouteContext<B extends z.ZodType ? z.output<B> : undefined, Q extends z.ZodType ? z.output<Q> : Record<string, string>>,
  ) => unknown | Promise<unknown>;
}): ServerRoute {
  return def as ServerRoute;
}

export interface DemoContext {
  db: Db;
  config: ServerConfig;
  plugins: readonly ServerPlugin[];
  services: CoreServices;
  /** Lines printed once at the end of the first start (credentials and the like). */
  print: (line: string) => void;
}

/** What a plugin's start and stop hooks get. */
export interface LifecycleContext {
  db: Db;
  config: ServerConfig;
  plugins: readonly ServerPlugin[];
  services: CoreServices;
}

export interface ServerPlugin extends PluginIdentity {
  routes: ServerRoute[];
  tables?: Record<string, PgTable>;
  /** Seeds demo data on a first start (runs in the order the plugins are listed). */
  demo?: (ctx: DemoContext) => Promise<void>;
  /** The project-config keys the plugin owns (core/shared/projectConfig.ts merges them). */
  configSchema?: ConfigPart;
  /** Background job handlers by kind, `<plugin id>.<name>` (core/server/jobs/README.md). */
  jobs?: Record<string, JobHandler>;
  /** Repeating jobs of this plugin's kinds: every N minutes or a cron expression (UTC). */
  schedules?: JobSchedule[];
  /** Kinds of this plugin an admin's retry must not queue again, with the reason shown instead. */
  notRetryable?: NotRetryable;
  /** After the database, services and HTTP are up (in the order the plugins are listed). */
  onStart?: (ctx: LifecycleContext) => void | Promise<void>;
  /** At a clean stop (SIGTERM), before the job worker stops and the database closes (reverse order). */
  onStop?: (ctx: LifecycleContext) => void | Promise<void>;
  /**
   * The plugin's publishables (`definePublishable` results) that declare an `audience`: core's
   * `liveAudiences` reads who their live entries reach (core/server/publish/README.md).
   */
  publishables?: readonly DeclaredPublishable[];
  /** Data this plugin offers other plugins, by a contract declared in core/server/provides.ts. */
  provides?: Provides;
  /**
   * Folders of the project's storage (`<code>/<folder>/…`) this plugin fills itself, by content
   * hash: `POST /v1/:code/upload` refuses keys under them, so no upload takes a key first and
   * turns the plugin's later write into a 409 (core/server/storage/README.md).
   */
  ownedFolders?: readonly string[];
}

export function defineServerPlugin(plugin: ServerPlugin): ServerPlugin {
  return plugin;
}

/**
 * Declares the route of a shared typed endpoint (core/shared/endpoint.ts): method, path and
 * schemas come from the endpoint, and the handler must return its response type (or a Response).
 */
export function routeOf<P extends string, B extends z.ZodType | undefined, Q extends z.ZodType | undefined, R>(
  ep: Endpoint<Method, P, B, Q, R>,
  def: {
    rule: AccessRule;
    summary?: string;
    maxBodyBytes?: number | ((config: ServerConfig) => number);
    maxStringChars?: number;
    changesState?: boolean;
    transaction?: false;
    handler: (
      // params: the path's own (`{ code; id }` for '/v1/:code/x/:id').
      ctx: Omit<
        RouteContext<B extends z.ZodType ? z.output<B> : undefined, Q extends z.ZodType ? z.output<Q> : Record<string, string>>,
        'params'
      > & { params: PathParams<P> },
    ) => NoInfer<R> | Response | Promise<NoInfer<R> | Response>;
  },
): ServerRoute {
  return { method: ep.method, path: ep.path, body: ep.body, query: ep.query, client: ep.client, ...def } as unknown as ServerRoute;
}
