// The guard on its own (DuckDB's parser, no engine): the whole bypass set refused on both
// dialects with the words each case must carry, and the legal queries let through.
import { describe, expect, it } from 'vitest';
import { ILLEGAL_PROJECT, defaultQuery } from '../shared';
import { BYPASS, LEGAL } from './bypassCases';
import { checkQuery, SqlRefusal } from './guard';

const dialects = ['duckdb', 'clickhouse'] as const;

async function refusal(sql: string, dialect: 'duckdb' | 'clickhouse'): Promise<string | null> {
  try {
    await checkQuery(sql, { table: 'events_tiles', dialect });
    return null;
  } catch (err) {
    if (err instanceof SqlRefusal) return err.message;
    throw err;
  }
}

describe.each(dialects)('the SQL guard on %s', (dialect) => {
  it('refuses every query of the bypass set, saying why', async () => {
    const wrong: string[] = [];
    for (const c of BYPASS.filter((c) => !c.only || c.only === dialect)) {
      const message = await refusal(c.sql, dialect);
      if (message === null || !c.says.test(message)) wrong.push(`${c.sql}\n    -> ${message ?? 'ACCEPTED'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('lets the legal queries through, as they will run', async () => {
    for (const c of LEGAL.filter((c) => !c.only || c.only === dialect)) {
      expect(await refusal(c.sql, dialect), c.sql).toBeNull();
    }
    expect(await checkQuery('SELECT 1 FROM events_tiles;  -- done\n', { table: 'events_tiles', dialect })).toBe(
      'SELECT 1 FROM events_tiles',
    );
    expect(await refusal(defaultQuery('tiles'), dialect)).toBeNull();
  });

  it("says exactly 'Illegal project' when the data source is not read", async () => {
    expect(await refusal('SELECT * FROM events_jigsaw', dialect)).toBe(ILLEGAL_PROJECT);
    // A CTE that only borrows the name does not read the data source.
    expect(await refusal('WITH x AS (SELECT 1 AS a) SELECT * FROM x', dialect)).toBe(ILLEGAL_PROJECT);
  });

  it('reads a code with a dash through its quoted name', async () => {
    expect(await checkQuery(defaultQuery('tile-x'), { table: 'events_tile-x', dialect })).toContain('"events_tile-x"');
    expect(await refusal('SELECT * FROM events_tile', { duckdb: dialect, clickhouse: dialect }[dialect])).toBe(ILLEGAL_PROJECT);
  });

  it("refuses empty text and parse errors with the parser's words", async () => {
    expect(await refusal('  -- nothing\n', dialect)).toBe('Type a query');
    expect(await refusal('SELEC * FROM events_tiles', dialect)).toMatch(/could not be parsed: .*syntax error/);
  });
});
