// The gray release modal's members: picking activities recomputes the weights evenly (001 §4)
// and keeps the tags already typed.
import { evenWeights, type Activity } from '../shared';

export interface GrayMember {
  id: number;
  tag: string;
  weight: number;
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function membersFor(ids: number[], previous: GrayMember[]): GrayMember[] {
  const weights = evenWeights(ids.length);
  const used = new Set(previous.filter((m) => ids.includes(m.id)).map((m) => m.tag));
  const free = [...LETTERS].filter((l) => !used.has(l));
  return ids.map((id, i) => ({ id, tag: previous.find((m) => m.id === id)?.tag ?? free.shift() ?? '', weight: weights[i] }));
}

/** Activities a gray release may take: sandbox, no gray tag yet (or already in this group). */
export const candidates = (list: Activity[], group?: string) =>
  list.filter((a) => a.env === 'sandbox' && (!a.grayRelease || a.grayRelease.name === group));

/** The members of a group as the activities carry them. */
export const groupMembers = (list: Activity[], group: string): GrayMember[] =>
  list.filter((a) => a.grayRelease?.name === group).map((a) => ({ id: a.id, tag: a.grayRelease!.tag, weight: a.grayRelease!.weight }));
