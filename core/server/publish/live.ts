// What is live, read from the pointer (DESIGN §5: one truth for what is live). A plugin shows
// "published as returnId N" and "changed since" from here, never from a copy in its own rows: a
// rollback, a clear or a publish from the palette moves only the pointer, and every screen follows.
import type { PublishPipeline, PublishTarget } from './types';

/** A key's live snapshot: its id (the returnId) and its content's hash. Cleared keys have none. */
export interface LiveMark {
  id: number;
  contentHash: string;
}

/** The live mark of one target; null when it never went live or was cleared. */
export async function liveMark(publish: PublishPipeline, target: PublishTarget): Promise<LiveMark | null> {
  const s = await publish.current(target);
  return s && s.content !== null ? { id: s.id, contentHash: s.contentHash } : null;
}

/** The live marks of every key of (project, env, kind), by key. */
export async function liveMarks(publish: PublishPipeline, target: Omit<PublishTarget, 'key'>): Promise<Map<string, LiveMark>> {
  const all = await publish.currentAll(target);
  return new Map(all.filter((s) => s.content !== null).map((s) => [s.key, { id: s.id, contentHash: s.contentHash }]));
}
