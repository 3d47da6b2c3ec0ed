// The puzzles an operator picks from in the v1 form (pure, no React): the latest release's levels
// as picker options, the ones a search keeps (id, name or level), and a group's cells filled with
// each level's default puzzle.
import type { ReleaseLevel } from '../../../endpoints/v1';
import type { FormGroup } from './experimentForm';

/** One option per puzzle (a puzzle in two folders of a release: its first level), in level order. */
export function puzzleOptions(levels: readonly ReleaseLevel[]): ReleaseLevel[] {
  const seen = new Set<number>();
  return levels.filter((l) => !seen.has(l.puzzleId) && (seen.add(l.puzzleId), true));
}

/**
 * The options a search keeps, at most `limit`, starting at `level` (the cell's own default puzzle
 * first, then the levels after it): a number matches ids and levels that start with it, words
 * match the puzzle's name.
 */
export function searchOptions(options: readonly ReleaseLevel[], search: string, level: number, limit: number): ReleaseLevel[] {
  const q = search.trim().toLowerCase();
  const from = Math.max(
    0,
    options.findIndex((o) => o.level >= level),
  );
  const rotated = from ? [...options.slice(from), ...options.slice(0, from)] : options;
  const keep = (o: ReleaseLevel) =>
    !q || String(o.puzzleId).startsWith(q) || String(o.level) === q || o.name.toLowerCase().includes(q) || (q.startsWith('boss') && o.boss);
  const out: ReleaseLevel[] = [];
  for (const o of rotated) {
    if (out.length >= limit) break;
    if (keep(o)) out.push(o);
  }
  return out;
}

/** The group's data with each level's default puzzle where the release has one (other levels keep theirs). */
export function fillWithDefaults(group: FormGroup, levels: readonly ReleaseLevel[]): FormGroup {
  const byLevel = new Map(levels.map((l) => [l.level, l.puzzleId]));
  return { ...group, data: group.data.map((d) => ({ level: d.level, puzzleId: byLevel.get(d.level) ?? d.puzzleId })) };
}
