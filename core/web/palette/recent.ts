import { atomWithStorage } from 'jotai/utils';

const MAX_RECENT = 10;

/** Ids of recently run commands, most recent first (kept in localStorage). */
export const recentCommandsAtom = atomWithStorage<string[]>('liveops.palette.recent', [], undefined, { getOnInit: true });

export function pushRecent(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, MAX_RECENT);
}
