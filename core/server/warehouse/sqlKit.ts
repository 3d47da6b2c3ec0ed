// Building blocks for SQL that makes rows inside the warehouse (the demo's events): the same
// expression on DuckDB and on ClickHouse 18.16, so both engines make the same data. Integers stay
// below 2^53; 32-bit arithmetic (the hashes) is done modulo 2^32 on non-negative numbers.
// Everything here is trusted text built by code (numbers and fixed words), never user input.
import { chString } from './sql';
import type { Dialect } from './types';

const MASK32 = 4294967296;
const PRIME = 2147483647;

export interface SqlKit {
  readonly dialect: Dialect;
  /** A string literal. */
  str(s: string): string;
  /** A list of string literals, ['a', 'b']. */
  strings(list: readonly string[]): string;
  /** floor(x) as a 64-bit integer. */
  int(x: string): string;
  float(x: string): string;
  text(x: string): string;
  ln(x: string): string;
  xor(a: string, b: string): string;
  shr(a: string, bits: number): string;
  and(a: string, mask: number): string;
  /** Math.imul(a, c) >>> 0 for a in [0, 2^32) and a constant c (a is written twice: keep it a column). */
  imul(a: string, c: number): string;
  /** A uniform number in [0, 1) from integer keys (each below 2^24 or so): the same on both engines. */
  rand(...keys: (string | number)[]): string;
  /** 0..n-1 as column `alias`: a FROM item. */
  series(n: number, alias: string): string;
  /** One row per 0..k-1 (k an integer expression): a SELECT item (the row is dropped when k = 0). */
  explode(k: string): string;
  /** The date of a day number (days since 1970-01-01). */
  date(dayNumber: string): string;
  /** Two lists one after the other. */
  concat(a: string, b: string): string;
  /** Element i (1-based integer expression) of a list of string literals. */
  pick(list: readonly string[], i: string): string;
  /** CREATE a staging table from a SELECT (DuckDB: temporary; ClickHouse: in memory). */
  createAs(table: string, select: string): string;
  drop(table: string): string;
}

export function sqlKit(dialect: Dialect): SqlKit {
  const duck = dialect === 'duckdb';
  const str = (s: string) => (duck ? `'${s.replace(/'/g, "''")}'` : chString(s));
  const kit: SqlKit = {
    dialect,
    str,
    strings: (list) => `[${list.map(str).join(', ')}]`,
    int: (x) => (duck ? `CAST(floor(${x}) AS BIGINT)` : `toInt64(floor(${x}))`),
    float: (x) => (duck ? `CAST(${x} AS DOUBLE)` : `toFloat64(${x})`),
    text: (x) => (duck ? `CAST(${x} AS VARCHAR)` : `toString(${x})`),
    ln: (x) => (duck ? `ln(${x})` : `log(${x})`),
    xor: (a, b) => (duck ? `xor(${a}, ${b})` : `bitXor(${a}, ${b})`),
    shr: (a, bits) => (duck ? `(${a} >> ${bits})` : `bitShiftRight(${a}, ${bits})`),
    and: (a, mask) => (duck ? `(${a} & ${mask})` : `bitAnd(${a}, ${mask})`),
    // The product in two halves of c, so nothing passes 2^49 (DuckDB refuses an overflow; its 128-bit integers are slow).
    imul: (a, c) => {
      const lo = (c >>> 0) & 0xffff;
      const hi = (c >>> 0) >>> 16;
      return `((${a}) * ${lo} + ((${a}) * ${hi}) % 65536 * 65536) % ${MASK32}`;
    },
    rand: (...keys) => {
      // A linear mix of the keys modulo the prime 2^31 - 1, then two multiplications modulo it
      // with an xorshift between (every product stays below 2^62).
      const primes = [7919, 104729, 1299709, 15485863, 179424673, 2038074743];
      // Constant keys are multiplied here (exactly), column keys in SQL as 64-bit integers.
      const term = (k: string | number, prime: number) =>
        typeof k === 'number'
          ? String((BigInt(k) * BigInt(prime)) % BigInt(PRIME))
          : `${duck ? `CAST(${k} AS BIGINT)` : `toInt64(${k})`} * ${prime}`;
      const x = `((${keys.map((k, i) => term(k, primes[i % primes.length])).join(' + ')}) % ${PRIME})`;
      const h1 = `(${x} * 1103515245 % ${PRIME})`;
      const h2 = `(${kit.xor(h1, kit.shr(h1, 13))} * 48271 % ${PRIME})`;
      return `(${h2} / ${PRIME}.0)`;
    },
    series: (n, alias) => (duck ? `(SELECT range AS ${alias} FROM range(${n}))` : `(SELECT number AS ${alias} FROM numbers(${n}))`),
    explode: (k) => (duck ? `unnest(range(${k}))` : `arrayJoin(range(toUInt32(${k})))`),
    date: (d) => (duck ? `(DATE '1970-01-01' + CAST(${d} AS INTEGER))` : `(toDate('1970-01-01') + ${d})`),
    concat: (a, b) => (duck ? `list_concat(${a}, ${b})` : `arrayConcat(${a}, ${b})`),
    pick: (list, i) => `${kit.strings(list)}[${i}]`,
    createAs: (table, select) => (duck ? `CREATE TEMP TABLE ${table} AS ${select}` : `CREATE TABLE ${table} ENGINE = Memory AS ${select}`),
    drop: (table) => `DROP TABLE IF EXISTS ${table}`,
  };
  return kit;
}
