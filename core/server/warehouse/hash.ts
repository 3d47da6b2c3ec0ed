// uid: a 53-bit hash of user_id (cyrb53), a safe JS integer, so both engines count users on
// the same integers. Two users share one in about 1 of 10^10 pairs at a million users.
export function userHash(text: string): number {
  const [a, b] = userHashState(text);
  let h1 = a;
  let h2 = b;
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The hash's two words after `text` (unsigned), before the final mix: where uidSql.ts goes on from a prefix. */
export function userHashState(text: string, from: [number, number] = [0xdeadbeef, 0x41c6ce57]): [number, number] {
  let [h1, h2] = from;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  return [h1 >>> 0, h2 >>> 0];
}
