// API tests run the Hono app in-process against a fresh database: PGlite in memory, or a
// new database on the PostgreSQL server of DATABASE_URL when it is set.
import { clientContractCheck } from '../support/clientContract';
import { createGameClient } from '../../app/client/gameClient';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createApp } from '../../core/server/app';
import { bootstrap } from '../../core/server/bootstrap';
import { configFromEnv, type ServerConfig } from '../../core/server/config';
import { migrationsFolder, openDatabase, pgliteTemplate, type Database } from '../../core/server/db/connect';
import type { ServerPlugin } from '../../core/server/plugin';
import { clearHotCaches } from '../../core/server/hotCache';
import { createServices } from '../../core/server/services';
import type { Time } from '../../core/server/clock';
import { registerProjectModules } from '../../core/shared/overrides';
import { loadServerPlugins } from '../../app/server/plugins';
import { ENABLED_PLUGINS } from '../../app/plugins';
import { projectModules } from '../../projects';

export const ADMIN = { mail: 'admin@example.com', password: 'admin-pass-123' };
export const USER = { mail: 'user@example.com', password: 'user-pass-123' };
export const LIMIT = { mail: 'limit@example.com', password: 'limit-pass-123' };

/** This worker's migrated empty PGlite, copied by every test app it starts (see pgliteTemplate). */
let template: Promise<Blob> | undefined;

/** This process's migrated empty PostgreSQL database, copied by every test app it starts (see pgTemplate). */
let pgTemplateName: Promise<string> | undefined;

const databaseUrlOf = (url: string, name: string) => {
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
};

/**
 * A migrated, empty PostgreSQL database named by a hash of the migrations, made once on the server
 * (under an advisory lock: vitest's workers are processes) and left there for later runs. A test
 * app's database is a copy of it (CREATE DATABASE … TEMPLATE, about 20 ms) instead of a new one
 * migrated (about 500 ms, over a minute of a CI run's 114 test apps).
 */
async function pgTemplate(url: string): Promise<string> {
  const { default: postgres } = await import('postgres');
  const folder = migrationsFolder();
  const hash = createHash('sha256');
  for (const file of fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(fs.readFileSync(path.join(folder, file)));
  hash.update(fs.readFileSync(path.join(folder, 'meta/_journal.json')));
  const name = `t_template_${hash.digest('hex').slice(0, 16)}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await admin`SELECT pg_advisory_lock(hashtext('liveops api test template'))`;
    const [found] = await admin`SELECT 1 FROM pg_database WHERE datname = ${name}`;
    if (!found) {
      // Built under another name and renamed when whole: a worker killed midway leaves no half template.
      const building = `${name}_building`;
      await admin.unsafe(`DROP DATABASE IF EXISTS ${building}`);
      await admin.unsafe(`CREATE DATABASE ${building}`);
      await (await openDatabase({ databaseUrl: databaseUrlOf(url, building) })).close();
      await admin.unsafe(`ALTER DATABASE ${building} RENAME TO ${name}`);
      // Templates of older migrations: no test copies them again.
      for (const { datname } of await admin<
        { datname: string }[]
      >`SELECT datname FROM pg_database WHERE starts_with(datname, 't_template_') AND datname <> ${name}`)
        await admin.unsafe(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    }
    await admin`SELECT pg_advisory_unlock(hashtext('liveops api test template'))`;
  } finally {
    await admin.end();
  }
  return name;
}

async function freshDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) return openDatabase({ dataDir: null, template: await (template ??= pgliteTemplate()) });
  const { default: postgres } = await import('postgres');
  const from = await (pgTemplateName ??= pgTemplate(url));
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = postgres(url, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${from}`);
  await admin.end();
  // Migrating the copy finds every migration applied: a check, no work.
  const database = await openDatabase({ databaseUrl: databaseUrlOf(url, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = postgres(url, { max: 1, onnotice: () => {} });
      await dropper.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read JSON replies by property
export interface Reply<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** The env @hono/node-server hands the app: the request's socket, with the peer's address. */
export type Fetcher = (req: Request, env: { incoming: { socket: { remoteAddress: string } } }) => Promise<Response> | Response;

let addresses = 0;
/** A new address per client (documentation range 2001:db8::/32, a /64 each), like separate machines. */
export const newAddress = () => `2001:db8:${(++addresses).toString(16)}::1`;

/** The origin the test app is reached on; the client sends it as a browser does. */
export const ORIGIN = 'http://console.test';

/** A client with its own cookie jar and address, like one browser on one machine (which sends Origin on every write). */
export class Client {
  cookie = '';
  constructor(
    private readonly fetcher: Fetcher,
    readonly address: string = newAddress(),
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const init: RequestInit = { method, headers: { origin: ORIGIN, ...headers } };
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    if (body instanceof FormData) {
      init.body = body; // the Request sets the multipart content-type with its boundary
    } else if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    const res = await this.fetcher(new Request(`${ORIGIN}${path}`, init), { incoming: { socket: { remoteAddress: this.address } } });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = /=$/.test(pair) || /Max-Age=0/i.test(setCookie) ? '' : pair;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }
  get = (path: string, headers?: Record<string, string>) => this.request('GET', path, undefined, headers);
  post = (path: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', path, body ?? {}, headers);
  put = (path: string, body?: unknown) => this.request('PUT', path, body ?? {});
  delete = (path: string) => this.request('DELETE', path);
  /** A multipart POST: strings as fields, Blobs (or `{ name, data }` files) as file parts. */
  upload = (path: string, fields: FormFields, headers?: Record<string, string>) => this.request('POST', path, formOf(fields), headers);
  /** The same as a PUT (multipart edits: activities, online releases). */
  putUpload = (path: string, fields: FormFields) => this.request('PUT', path, formOf(fields));
}

type FormFields = Record<string, string | Blob | { name: string; data: BlobPart; type?: string }>;

function formOf(fields: FormFields): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string' || v instanceof Blob) form.append(k, v);
    else form.append(k, new File([v.data], v.name, { type: v.type ?? '' }));
  }
  return form;
}

/**
 * The plugins every test app boots, whatever a test names: without them there are no projects,
 * users or rights to sign in and test with (their demo seeds the six projects and the USER and
 * LIMIT users).
 */
export const BASE_PLUGINS: readonly string[] = ['projects', 'users', 'rights'];

/**
 * The enabled plugins a test app boots, in app/plugins.ts's order (demo data is seeded in that
 * order): all of them when `named` is absent (the cross-plugin suites), else the base plugins and
 * the named ones. Naming a plugin that is not enabled is an error: its tests go with it.
 */
export function pluginIdsFor(named?: readonly string[]): readonly string[] {
  if (!named) return ENABLED_PLUGINS;
  const missing = named.filter((id) => !ENABLED_PLUGINS.includes(id));
  if (missing.length) throw new Error(`startTestApp: ${missing.join(', ')} not enabled in app/plugins.ts`);
  return ENABLED_PLUGINS.filter((id) => BASE_PLUGINS.includes(id) || named.includes(id));
}

export interface TestAppOptions {
  /** Plugin ids to boot besides BASE_PLUGINS; absent: every enabled plugin. */
  plugins?: readonly string[];
  /** Plugins of the test's own, booted after the others. */
  extraPlugins?: ServerPlugin[];
  /**
   * Demo data: true (the default) seeds every booted plugin's, false none; a list seeds the base
   * plugins' and the listed ones' only (a suite that boots every plugin but needs no events).
   */
  demo?: boolean | readonly string[];
  config?: Partial<ServerConfig>;
  /** The app's time (services.time): tests/support/clock.ts's manualClock() to move it by hand. */
  time?: Time;
}

export async function startTestApp(opts: TestAppOptions = {}) {
  registerProjectModules(projectModules);
  const database = await freshDatabase();
  const plugins = [...(await loadServerPlugins(pluginIdsFor(opts.plugins))), ...(opts.extraPlugins ?? [])];
  // Uploaded files land in a directory of this test app's own, removed at close.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-api-'));
  const config: ServerConfig = {
    ...configFromEnv({}),
    dataDir,
    adminMail: ADMIN.mail,
    adminPassword: ADMIN.password,
    demo: opts.demo !== false,
    webDir: undefined,
    ...opts.config,
  };
  const { services, close: closeServices } = await createServices(config, database.db, plugins, opts.time);
  const demo = opts.demo;
  const seeds = (id: string) => !Array.isArray(demo) || BASE_PLUGINS.includes(id) || demo.includes(id);
  await bootstrap(
    database.db,
    config,
    plugins.map((p) => (seeds(p.id) ? p : { ...p, demo: undefined })),
    services,
  );
  const { app, routes } = createApp({ db: database.db, config, plugins, services });
  const checkContract = clientContractCheck(routes);
  const fetcher: Fetcher = async (req, env) => {
    const res = await app.fetch(req, env);
    await checkContract(req, res);
    return res;
  };
  /** A client; pass an address to send from the same machine as another client. */
  const client = (address?: string) => new Client(fetcher, address);
  const signIn = async (who: { mail: string; password: string }) => {
    const c = client();
    const r = await c.post('/v1/auth/login', who);
    if (r.status !== 200) throw new Error(`sign-in of ${who.mail} failed: ${r.status} ${JSON.stringify(r.body)}`);
    return c;
  };
  return {
    app,
    routes,
    db: database.db,
    plugins,
    config,
    client,
    signIn,
    /** The generated typed game client (app/client), keyed for a project, on this app. */
    gameClient: (clientKey?: string) =>
      createGameClient({
        baseUrl: ORIGIN,
        clientKey,
        fetch: (req) => Promise.resolve(fetcher(req, { incoming: { socket: { remoteAddress: newAddress() } } })),
      }),
    services,
    /**
     * After a test writes the database itself (not through a route, whose end clears them): the
     * next read loads afresh instead of waiting out the hot caches' 2 s (core/server/hotCache.ts).
     */
    clearHotCaches,
    close: async () => {
      await closeServices();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** Creates a project as `admin` (failing loudly) and returns its client key for game-client calls. */
export async function createProject(admin: Client, code: string, over: Record<string, unknown> = {}): Promise<string> {
  const created = await admin.post('/v1/admin/projects', {
    code,
    nickname: code,
    description: `${code} test game`,
    domain: 1,
    ownerIds: [],
    serviceHost: '',
    config: {},
    disabledPlugins: [],
    ...over,
  });
  if (created.status !== 200) throw new Error(`creating project ${code}: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.project.clientKey as string;
}
