// Translation memory: the working default with no provider configured, and the first engine
// asked when one is. It translates nothing itself: the caller's lookup finds texts already
// translated elsewhere whose source text is exactly the same (core holds no plugin tables).
import type { MachineTranslator } from './types';

export const MEMORY_ENGINE = 'memory';

/** Source text -> its translation in `target`, for the texts it knows (exact matches only). */
export type MemoryLookup = (texts: readonly string[], source: string, target: string, signal?: AbortSignal) => Promise<Map<string, string>>;

export function createMemoryTranslator(lookup: MemoryLookup): MachineTranslator {
  return {
    engine: MEMORY_ENGINE,
    supports: (source, target) => source !== target,
    async translate({ texts, source, target, signal }) {
      const wanted = [...new Set(texts.filter((t) => t.length > 0))];
      const found = wanted.length ? await lookup(wanted, source, target, signal) : new Map<string, string>();
      return texts.map((t) => {
        const hit = found.get(t);
        return hit ? hit : null;
      });
    },
  };
}
