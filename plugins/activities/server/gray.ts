// Gray releases on the game-client side: each user gets one tag of a group, the same every
// time, in proportion to the weights (a hash of group and user picks a point on the weights).
import { createHash } from 'node:crypto';

/** A number in [0, total) fixed by group and user. */
export function bucket(group: string, userId: string, total: number): number {
  const digest = createHash('sha256').update(`${group}\u0000${userId}`).digest();
  // 48 bits: the modulo bias is below 1e-12 for any total of weights.
  return digest.readUIntBE(0, 6) % total;
}

/** The tag `userId` sees in `group`; members in tag order so storage order does not matter. */
export function pickTag(group: string, userId: string, members: { tag: string; weight: number }[]): string | null {
  const sorted = members.filter((m) => m.weight > 0).sort((a, b) => (a.tag < b.tag ? -1 : a.tag > b.tag ? 1 : 0));
  const total = sorted.reduce((s, m) => s + m.weight, 0);
  if (!total) return null;
  let point = bucket(group, userId, total);
  for (const m of sorted) {
    if (point < m.weight) return m.tag;
    point -= m.weight;
  }
  return null;
}
