// Rows made inside the warehouse (Warehouse.generate, the demo): a generated user's uid is the one
// ingestion gives its user_id, the derived tables filled in SQL hold what buildDerivedRows makes of
// the same events, and DuckDB and ClickHouse (when CLICKHOUSE_URL is set) make the same data.
import { afterAll, describe, expect, it } from 'vitest';
import type { Warehouse } from '../../core/server/warehouse';
import { userHash } from '../../core/server/warehouse/hash';
import { dayNumber } from '../../core/server/warehouse/rows';
import { sqlKit } from '../../core/server/warehouse/sqlKit';
import type { EventRow, ResultRow } from '../../core/server/warehouse/types';
import { withUserIds } from '../../core/server/warehouse/uidSql';
import { generateDemoGame } from '../../plugins/stats/server/demo';
import { engines } from './fixtures';

const NOW = Date.UTC(2026, 2, 14, 15);
const fingerprints = new Map<string, unknown>();
const rows = async (wh: Warehouse, code: string, sql: string) => wh.query(code, { sql, params: [] });
/** Rows as sorted JSON lines, numbers rounded (sums may add in another order). */
const canonical = (list: ResultRow[]) =>
  list
    .map((r) =>
      JSON.stringify(
        Object.values(r).map((v) =>
          typeof v === 'number' ? Math.round(v * 1e4) / 1e4 : Array.isArray(v) ? [...v].map(Number).sort((a, b) => a - b) : v,
        ),
      ),
    )
    .sort();

for (const engine of engines()) {
  describe(`generated rows (${engine.name})`, () => {
    let wh: Warehouse;
    afterAll(async () => {
      await wh?.close();
      await engine.cleanup();
    });

    it('gives a generated user the uid ingestion gives its user_id', async () => {
      wh = await engine.open();
      const kit = sqlKit(wh.dialect);
      const numbers = [1, 2, 9, 10, 99, 100, 12345, 999999, 1000000, 9999999, ...Array.from({ length: 200 }, (_, i) => 1 + i * 49_999)];
      const source = `(SELECT n FROM (${numbers.map((n) => `SELECT ${n} AS n`).join(' UNION ALL ')}))`;
      await wh.ensureProject('gen_a');
      const got = await rows(wh, 'gen_a', withUserIds(kit, 'tiles-u', source, ['n']));
      expect(got).toHaveLength(numbers.length);
      for (const r of got) {
        expect(r.user_id).toBe(`tiles-u${r.n}`);
        expect(Number(r.uid)).toBe(userHash(String(r.user_id)));
      }
    });

    it('fills the derived tables in SQL as ingestion fills them from the same events', async () => {
      const made = await generateDemoGame(wh, 'gen_a', { events: 30_000, now: NOW });
      expect(made).toBeGreaterThan(10_000);
      // The same events written the ordinary way (derived rows made by rows.ts).
      const cols = wh.dialect === 'duckdb' ? 'CAST(day AS VARCHAR) AS day_text' : 'toString(day) AS day_text';
      const stored = await rows(wh, 'gen_a', `SELECT ${cols}, * FROM events_gen_a`);
      const events: EventRow[] = stored.map((r) => ({
        day: dayNumber(String(r.day_text)),
        ts: Number(r.ts),
        receivedAt: Number(r.received_at),
        event: String(r.event),
        userId: String(r.user_id),
        uid: Number(r.uid),
        platform: Number(r.platform),
        appVersion: String(r.app_version),
        country: String(r.country),
        level: r.level === null ? null : Number(r.level),
        puzzleId: String(r.puzzle_id),
        duration: r.duration === null ? null : Number(r.duration),
        value: r.value === null ? null : Number(r.value),
        propKeys: (r.prop_keys as string[]).map(String),
        propValues: (r.prop_values as string[]).map(String),
      }));
      expect(events).toHaveLength(made);
      await wh.write('gen_b', events);
      const levelCols = `day, level, uid, platform, app_version, country, puzzle_id, enter_pv, section_pv, half_pv, finish_pv, giveup_pv, finish_dur_sum, finish_dur_n, finish_durs, hint_sum, catalog${wh.dialect === 'duckdb' ? ', dup' : ''}`;
      const numCols = 'day, level, platform, app_version, country, puzzle_id, num_key, num_sum, num_n, catalog';
      const a = canonical(await rows(wh, 'gen_a', `SELECT ${levelCols} FROM levels_gen_a`));
      expect(a.length).toBeGreaterThan(1000);
      expect(a).toEqual(canonical(await rows(wh, 'gen_b', `SELECT ${levelCols} FROM levels_gen_b`)));
      const n = canonical(await rows(wh, 'gen_a', `SELECT ${numCols} FROM nums_gen_a`));
      expect(n.length).toBeGreaterThan(1000);
      expect(n).toEqual(canonical(await rows(wh, 'gen_b', `SELECT ${numCols} FROM nums_gen_b`)));
      // Hints, coins and durations are among the fields (the configured metrics read them).
      expect(n.some((line) => line.includes('game_finish|props.coins'))).toBe(true);
      expect(n.some((line) => line.includes('game_giveup|props.hint'))).toBe(true);
    });

    it('refuses to generate into a project that has events', async () => {
      await expect(generateDemoGame(wh, 'gen_a', { events: 1000, now: NOW })).rejects.toThrow(/has events already/);
    });

    it('makes the same data on every engine', async () => {
      const fp = await rows(
        wh,
        'gen_a',
        `SELECT event, count(*) AS n, sum(ts % 1000003) AS t, sum(uid % 1000003) AS u, sum(level) AS l, round(sum(duration), 1) AS d, round(sum(value), 4) AS v,
           count(DISTINCT app_version) AS versions, count(DISTINCT puzzle_id) AS puzzles, count(DISTINCT country) AS countries, sum(length(prop_values)) AS props
         FROM events_gen_a GROUP BY event ORDER BY event`,
      );
      const plain = fp.map((r) =>
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v === null ? null : typeof v === 'string' ? v : Number(v)])),
      );
      const first = fingerprints.get('demo');
      if (first) expect(plain).toEqual(first);
      else fingerprints.set('demo', plain);
      expect(plain.length).toBeGreaterThanOrEqual(18);
    });
  });
}
