// The derived tables (levels_<code>, nums_<code>: types.ts) computed inside the engine from the
// events already there: what buildDerivedRows (rows.ts) gives batch by batch, in a few statements,
// for events made inside the warehouse (the demo) where no batch passes through Node.
import { EVENTS, LEVEL_EVENTS } from '../../shared/events';
import { eventsTable, ident, levelsTable, NUMERIC_TEXT, numsTable } from './schema';
import type { SqlKit } from './sqlKit';

/** INSERT statements that fill the project's derived tables from all its events (they must be empty). */
export function deriveStatements(kit: SqlKit, code: string): string[] {
  const duck = kit.dialect === 'duckdb';
  const ev = ident(eventsTable(code));
  const lv = ident(levelsTable(code));
  const nm = ident(numsTable(code));
  const prop = (key: string) =>
    duck ? `coalesce(prop_values[list_position(prop_keys, ${kit.str(key)})], '')` : `prop_values[indexOf(prop_keys, ${kit.str(key)})]`;
  const numeric = (v: string) => (duck ? `regexp_full_match(${v}, ${kit.str(NUMERIC_TEXT)})` : `match(${v}, ${kit.str(NUMERIC_TEXT)})`);
  const toNumber = (v: string) => (duck ? `CAST(${v} AS DOUBLE)` : `toFloat64OrZero(${v})`);
  const events = LEVEL_EVENTS.map((e) => kit.str(e)).join(', ');
  // lvl: the level, never null here (ClickHouse would read an alias `level` in the inner WHERE).
  const lvl = duck ? 'level' : 'toInt32(assumeNotNull(level))';
  const base = `SELECT day, ${lvl} AS lvl, uid, platform, app_version, country, puzzle_id, event, duration, value, prop_keys, prop_values, ${prop('catalog')} AS catalog
    FROM (SELECT * FROM ${ev} WHERE level IS NOT NULL AND event IN (${events}))`;
  const count = (e: string) =>
    duck ? `CAST(count(*) FILTER (WHERE event = ${kit.str(e)}) AS UINTEGER)` : `toUInt32(countIf(event = ${kit.str(e)}))`;
  const isFinish = `event = ${kit.str(EVENTS.gameFinish)}`;
  const hint = `CASE WHEN ${numeric(prop('hint'))} THEN ${toNumber(prop('hint'))} ELSE 0 END`;
  const hinted = `event IN (${kit.str(EVENTS.gameFinish)}, ${kit.str(EVENTS.gameGiveUp)})`;
  const place = 'day, lvl, platform, app_version, country, puzzle_id';
  const levelRows = duck
    ? `SELECT day, lvl, uid, platform, app_version, country, puzzle_id, ${LEVEL_EVENTS.map(count).join(', ')},
        coalesce(sum(duration) FILTER (WHERE ${isFinish}), 0), CAST(count(duration) FILTER (WHERE ${isFinish}) AS UINTEGER),
        coalesce(list(duration) FILTER (WHERE ${isFinish} AND duration IS NOT NULL), []),
        coalesce(sum(${hint}) FILTER (WHERE ${hinted}), 0), catalog, false
      FROM (${base}) GROUP BY ${place}, uid, catalog`
    : `SELECT day, lvl, uid, platform, app_version, country, puzzle_id, ${LEVEL_EVENTS.map(count).join(', ')},
        sumIf(ifNull(duration, 0), ${isFinish}), toUInt32(countIf(${isFinish} AND isNotNull(duration))),
        groupArrayIf(assumeNotNull(duration), ${isFinish} AND isNotNull(duration)),
        sumIf(${hint}, ${hinted}), catalog, toInt64(0)
      FROM (${base}) GROUP BY ${place}, uid, catalog`;
  const numParts = [
    `SELECT ${place}, catalog, concat(event, '|duration') AS num_key, assumeNotNull(duration) AS x FROM (${base}) WHERE duration IS NOT NULL`,
    `SELECT ${place}, catalog, concat(event, '|value') AS num_key, assumeNotNull(value) AS x FROM (${base}) WHERE value IS NOT NULL`,
    duck
      ? `SELECT ${place}, catalog, concat(event, '|props.', k) AS num_key, CAST(v AS DOUBLE) AS x FROM (SELECT ${place}, catalog, event, unnest(prop_keys) AS k, unnest(prop_values) AS v FROM (${base})) WHERE ${numeric('v')}`
      : `SELECT ${place}, catalog, concat(event, '|props.', k) AS num_key, toFloat64OrZero(v) AS x FROM (${base}) ARRAY JOIN prop_keys AS k, prop_values AS v WHERE ${numeric('v')}`,
  ].map((s) => (duck ? s.replace(/assumeNotNull\((\w+)\)/g, '$1') : s));
  const numRows = `SELECT day, lvl, platform, app_version, country, puzzle_id, num_key, sum(x), ${duck ? 'CAST(count(*) AS UINTEGER)' : 'toUInt32(count())'}, catalog${duck ? '' : ', toInt64(0)'}
    FROM (${numParts.join(' UNION ALL ')}) GROUP BY ${place}, num_key, catalog`;
  const statements = [`INSERT INTO ${lv} ${levelRows}`, `INSERT INTO ${nm} ${numRows}`];
  if (duck) {
    // dup: (level, uid) has more than one row.
    statements.push(
      `UPDATE ${lv} AS t SET dup = true FROM (SELECT level, uid FROM ${lv} GROUP BY level, uid HAVING count(*) > 1) AS s WHERE t.level = s.level AND t.uid = s.uid`,
    );
  }
  return statements;
}
