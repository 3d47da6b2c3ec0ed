// user_id and uid (hash.ts: cyrb53 of user_id) made in SQL for generated users whose id is a
// fixed prefix and a number (`jigsaw-u123`): the prefix's hash state is computed here, the digits'
// steps and the final mix in SQL (one subquery a step, so each value is a column), so a generated
// user's uid is the one ingestion would give it.
import { userHashState } from './hash';
import type { SqlKit } from './sqlKit';

/** Numbers up to this many digits. */
const MAX_DIGITS = 7;

/**
 * A SELECT of `columns` of `source` (which has an integer column n, 1 <= n < 10^7) and
 * user_id = prefix || n, uid = userHash(user_id).
 */
export function withUserIds(kit: SqlKit, prefix: string, source: string, columns: readonly string[]): string {
  const [s1, s2] = userHashState(prefix);
  const keep = columns.join(', ');
  // The number's digits, most significant first: digit i exists when i < len.
  const len = `CASE ${Array.from({ length: MAX_DIGITS - 1 }, (_, i) => `WHEN n < ${10 ** (i + 1)} THEN ${i + 1}`).join(' ')} ELSE ${MAX_DIGITS} END`;
  let from = `(SELECT ${keep}, ${len} AS len, ${s1} AS h1, ${s2} AS h2 FROM ${source})`;
  for (let i = 0; i < MAX_DIGITS; i++) {
    const ch = `(${kit.int(`n / pow(10, len - ${i + 1})`)} % 10 + 48)`;
    const step = (h: string, c: number) => `CASE WHEN ${i} < len THEN ${kit.imul(kit.xor(h, ch), c)} ELSE ${h} END`;
    from = `(SELECT ${keep}, len, ${step('h1', 2654435761)} AS h1, ${step('h2', 1597334677)} AS h2 FROM ${from})`;
  }
  const b = `(SELECT ${keep}, ${kit.imul(`(${kit.xor('h1', kit.shr('h1', 16))})`, 2246822507)} AS b1, h2 FROM ${from})`;
  const c = `(SELECT ${keep}, ${kit.xor('b1', kit.imul(`(${kit.xor('h2', kit.shr('h2', 13))})`, 3266489909))} AS c1, ${kit.imul(`(${kit.xor('h2', kit.shr('h2', 16))})`, 2246822507)} AS c2 FROM ${b})`;
  const d2 = kit.xor('c2', kit.imul(`(${kit.xor('c1', kit.shr('c1', 13))})`, 3266489909));
  return `SELECT ${keep}, concat(${kit.str(prefix)}, ${kit.text('n')}) AS user_id, 4294967296 * ${kit.and(d2, 2097151)} + c1 AS uid FROM ${c}`;
}
