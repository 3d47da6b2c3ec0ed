import { atomWithStorage } from 'jotai/utils';
import { RECENT_COMMANDS_KEY } from '../storageKeys';

const MAX_RECENT = 10;

/** Ids of recently run commands, most recent first (kept in localStorage). */
export const recentCommandsAtom = atomWithStorage<string[]>(RECENT_COMMANDS_KEY, [], undefined, { getOnInit: true });

export function pushRecent(ids: readonly string[], id: string): string[] {
  return [id, ...ids.filter((x) => x !== id)].slice(0, MAX_RECENT);
}
