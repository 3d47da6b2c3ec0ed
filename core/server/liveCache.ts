// What game clients read, served from memory (DESIGN §5: the client API is the hottest path).
// Per records database, one cache holds three kinds of entries:
//   - the project of a client path (its client key and disabled plugins), for the key check;
//   - live snapshots by (project, env, kind, key), read through `cachedPublishReads`;
//   - finished answers by request (path and query): the serialized body and its ETag, hashed once.
//
// Freshness:
//   - this process: every console write ends with clearHotCaches(); an entry remembers the hot
//     generation its load started in and is not served (nor stored) once it moved;
//   - other processes: while client reads come in, a watcher polls a fingerprint of what a client
//     read depends on (count and max id of publish_snapshots, every pointer move inserts one; a
//     hash of the projects' codes, client keys and disabled plugins) every POLL_MS, and drops
//     everything when it moves. Snapshots are only inserted, so (count, max id) moves with every
//     commit, even one whose id is lower than a row committed before it. An entry is served only
//     while the watcher runs; it stops after IDLE_MS without reads (and on a database error), and
//     the first read after that waits for a fresh fingerprint before it caches anything.
import { createHash } from 'node:crypto';
import { count, eq, max, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { LRUCache } from 'lru-cache';
import type { Db } from './db/connect';
import { projects, publishSnapshots } from './db/schema';
import { hotGeneration } from './hotCache';
import type { ProjectRow } from './plugin';
import type { PublishPipeline, PublishSlot } from './publish/types';

export const POLL_MS = 400;
const IDLE_MS = 15_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  value: unknown;
  generation: number;
  epoch: number;
  /** ms since 1970 after which the value is stale (a time-bound answer: "open now"). */
  until: number;
}

/** A moment of freshness: what a load started under; its result is stored only if still current. */
export interface Ticket {
  generation: number;
  epoch: number;
}

export interface CachedBody {
  text: string;
  etag: string;
}

class LiveCache {
  /** At most MAX_ENTRIES: a full cache drops its least recently used entry, never all of them. */
  private entries = new LRUCache<string, Entry>({ max: MAX_ENTRIES });
  private epoch = 0;
  private fingerprint: string | null = null;
  private timer: NodeJS.Timeout | null = null;
  private starting: Promise<void> | null = null;
  private lastRead = 0;
  private polling = false;

  constructor(private readonly db: Db) {}

  /**
   * Makes sure the watcher runs (waiting for its first fingerprint when it just started); false
   * when it cannot (the database failed): nothing is then served from or stored in memory.
   */
  async watch(): Promise<boolean> {
    this.lastRead = Date.now();
    if (this.timer) return true;
    try {
      await this.startWatching();
      return true;
    } catch {
      return false;
    }
  }

  private async startWatching(): Promise<void> {
    if (!this.starting) {
      this.starting = this.readFingerprint().then(
        (f) => {
          this.fingerprint = f;
          this.epoch++;
          this.timer = setInterval(() => void this.poll(), POLL_MS);
          this.timer.unref();
          this.starting = null;
        },
        (err) => {
          this.starting = null;
          throw err;
        },
      );
    }
    await this.starting;
  }

  ticket(): Ticket {
    return { generation: hotGeneration(), epoch: this.epoch };
  }

  private current(t: Ticket): boolean {
    return this.timer !== null && t.generation === hotGeneration() && t.epoch === this.epoch;
  }

  /** The cached value of `key`, or undefined; `now` (ms) on the clock its `until` was set on. */
  peek<V>(key: string, now = Date.now()): V | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (!this.current(e) || now >= e.until) {
      this.entries.delete(key);
      return undefined;
    }
    return e.value as V;
  }

  /** Stores `value` if nothing changed since `ticket` was taken. */
  store(key: string, value: unknown, ticket: Ticket, until = Infinity): void {
    if (!this.current(ticket)) return;
    this.entries.set(key, { value, generation: ticket.generation, epoch: ticket.epoch, until });
  }

  /** The cached value, else `load()`'s (stored when nothing changed meanwhile and `keep(value)`). */
  async get<V>(key: string, load: () => Promise<V>, keep: (v: V) => boolean = () => true): Promise<V> {
    if (!(await this.watch())) return load();
    const hit = this.peek<V>(key);
    if (hit !== undefined) return hit;
    const ticket = this.ticket();
    const value = await load();
    if (keep(value)) this.store(key, value, ticket);
    return value;
  }

  private async readFingerprint(): Promise<string> {
    const [s] = await this.db.select({ n: count(), top: max(publishSnapshots.id) }).from(publishSnapshots);
    const [p] = await this.db
      .select({
        h: sql<string>`coalesce(md5(string_agg(${projects.code} || ' ' || ${projects.clientKey} || ' ' || ${projects.disabledPlugins}::text, ',' order by ${projects.code})), '')`,
      })
      .from(projects);
    return `${s?.n ?? 0}:${s?.top ?? 0}:${p?.h ?? ''}`;
  }

  private async poll(): Promise<void> {
    if (Date.now() - this.lastRead > IDLE_MS) return this.stop();
    // A slow database: one poll at a time (a poll in flight still moves the epoch when it lands).
    if (this.polling) return;
    this.polling = true;
    let f: string;
    try {
      f = await this.readFingerprint();
    } catch {
      // The database is gone or failing: serve nothing from memory until a read restarts the watch.
      return this.stop();
    } finally {
      this.polling = false;
    }
    if (f !== this.fingerprint) {
      this.fingerprint = f;
      this.epoch++;
      this.entries.clear();
    }
  }

  private stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.epoch++;
    this.entries.clear();
  }
}

const caches = new WeakMap<Db, LiveCache>();

/** The live cache of one records database (tests run several apps in one process). */
export function liveCacheOf(db: Db): LiveCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new LiveCache(db)));
  return cache;
}

const prepareProject = (db: Db) =>
  db
    .select()
    .from(projects)
    .where(eq(projects.code, sql.placeholder('code')))
    .prepare('live_project_by_code');
const projectLookups = new WeakMap<Db, ReturnType<typeof prepareProject>>();

/** The project of a client path, from memory; null when there is none (not cached: codes are free text). */
export function liveProject(db: Db, code: string): Promise<ProjectRow | null> {
  return liveCacheOf(db).get(
    `project\u0000${code}`,
    async () => {
      let lookup = projectLookups.get(db);
      if (!lookup) projectLookups.set(db, (lookup = prepareProject(db)));
      const [row] = await lookup.execute({ code });
      return (row as ProjectRow | undefined) ?? null;
    },
    (p) => p !== null,
  );
}

/**
 * The publish pipeline's live reads (current, currentAll) from memory; everything else passes
 * through. Handlers must not change what they get: one object serves every request.
 */
export function cachedPublishReads(db: Db, publish: PublishPipeline): PublishPipeline {
  const cache = liveCacheOf(db);
  return {
    ...publish,
    current: (t, slot: PublishSlot = 'live') =>
      cache.get(`snapshot\u0000${t.project}\u0000${t.env}\u0000${t.kind}\u0000${t.key}\u0000${slot}`, () => publish.current(t, slot)),
    currentAll: (t, slot: PublishSlot = 'live') =>
      cache.get(`snapshots\u0000${t.project}\u0000${t.env}\u0000${t.kind}\u0000${slot}`, () => publish.currentAll(t, slot)),
  } as PublishPipeline;
}

/** The key of a finished answer: the request's path and query, as sent. */
export function answerKey(c: Context): string {
  const url = c.req.url;
  const q = url.indexOf('?');
  return `answer\u0000${c.req.path}${q < 0 ? '' : url.slice(q)}`;
}

/** Serializes a client answer once: the text and its strong ETag. */
export function serializeBody(body: unknown): CachedBody {
  const text = JSON.stringify(body);
  return { text, etag: `"${createHash('sha1').update(text).digest('base64url')}"` };
}

const requestTickets = new WeakMap<Request, { db: Db; ticket: Ticket }>();

/** Called by the dispatcher before a client read's handler runs: its answer may be cached. */
export function beginCachedRead(c: Context, db: Db): void {
  requestTickets.set(c.req.raw, { db, ticket: liveCacheOf(db).ticket() });
}

/** Stores a client read's answer for its request's key (until `until`, ms on services.time), if it began as a cached read. */
export function storeAnswer(c: Context, answer: CachedBody, until = Infinity): void {
  const t = requestTickets.get(c.req.raw);
  if (t) liveCacheOf(t.db).store(answerKey(c), answer, t.ticket, until);
}

/** The cached answer of this request, if any. */
export function cachedAnswer(c: Context, db: Db): CachedBody | undefined {
  return liveCacheOf(db).peek<CachedBody>(answerKey(c));
}
