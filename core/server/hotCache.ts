// A short-lived in-process cache for the reads every request makes (its session, its project,
// the project list). List endpoints must hold 2,000 requests/s (DESIGN §10) and each PGlite
// query costs a few tenths of a millisecond on the one event loop.
//
// Freshness: every console write (a non-GET route) clears all hot caches when it ends, and a
// load that overlapped a clear is not stored (generation check), so this process never serves
// what it has itself changed. Writes by another process on the same PostgreSQL are seen within
// HOT_TTL_MS, on the cache's clock (core/server/clock.ts; tests move one of their own).
import { systemClock, type Clock } from './clock';

export const HOT_TTL_MS = 2_000;
const MAX_ENTRIES = 10_000;

let generation = 0;
const caches = new Set<WeakRef<HotCache<unknown>>>();

export class HotCache<V> {
  private entries = new Map<string, { value: V; at: number }>();

  constructor(private readonly now: Clock = systemClock) {
    caches.add(new WeakRef(this as HotCache<unknown>));
  }

  /** The cached value, else `load()`'s (stored only when `keep(value)`, e.g. not null). */
  async get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const hit = this.entries.get(key);
    const now = this.now();
    if (hit && now - hit.at < HOT_TTL_MS) return hit.value;
    const startedAt = generation;
    const value = await load();
    if (startedAt === generation && keep(value)) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      this.entries.set(key, { value, at: now });
    }
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
