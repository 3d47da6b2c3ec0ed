// A short-lived in-process cache for the reads every request makes (its session, its project,
// the project list). List endpoints must hold 2,000 requests/s (DESIGN §10) and each PGlite
// query costs a few tenths of a millisecond on the one event loop.
//
// Freshness: every console write (a non-GET route) clears all hot caches when it ends, and a
// load that overlapped a clear is not stored (generation check), so this process never serves
// what it has itself changed. Writes by another process on the same PostgreSQL are seen within
// HOT_TTL_MS, on the cache's clock (core/server/clock.ts; tests move one of their own).
//
// Entries live in an LRU (lru-cache) of at most HOT_MAX_ENTRIES, with the TTL on the cache's clock: a
// full cache drops the least recently used entry, not everything at once (issue 31 item 5).
import { LRUCache } from 'lru-cache';
import { systemClock, type Clock } from './clock';

export const HOT_TTL_MS = 2_000;
export const HOT_MAX_ENTRIES = 10_000;

let generation = 0;
const caches = new Set<WeakRef<HotCache<unknown>>>();

export class HotCache<V> {
  /** Boxed: a cached value may be anything, null included, which an LRU entry cannot be. */
  private entries: LRUCache<string, { value: V }>;

  constructor(now: Clock = systemClock) {
    // ttlResolution 0: the TTL reads the injected clock at every get, never a remembered time.
    // lru-cache calls an entry stale once its age is over its ttl; ours is stale at HOT_TTL_MS itself.
    this.entries = new LRUCache({ max: HOT_MAX_ENTRIES, ttl: HOT_TTL_MS - 1, ttlResolution: 0, perf: { now } });
    caches.add(new WeakRef(this as HotCache<unknown>));
  }

  /** The cached value, else `load()`'s (stored only when `keep(value)`, e.g. not null). */
  async get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) return hit.value;
    const startedAt = generation;
    const value = await load();
    if (startedAt === generation && keep(value)) this.entries.set(key, { value });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

const perOwner = new WeakMap<object, Map<string, HotCache<unknown>>>();

/** The cache `name` of one database (tests run several apps, each on its own database, in one process); `now` is its clock when it is made. */
export function hotCacheOf<V>(owner: object, name: string, now: Clock = systemClock): HotCache<V> {
  let named = perOwner.get(owner);
  if (!named) perOwner.set(owner, (named = new Map()));
  let cache = named.get(name);
  if (!cache) named.set(name, (cache = new HotCache<unknown>(now)));
  return cache as HotCache<V>;
}

/** Moves at every clearHotCaches(): other caches (core/server/liveCache.ts) compare against it. */
export const hotGeneration = (): number => generation;

/** After a write: nothing cached before it is served again. */
export function clearHotCaches(): void {
  generation++;
  for (const ref of caches) {
    const c = ref.deref();
    if (c) c.clear();
    else caches.delete(ref);
  }
}
