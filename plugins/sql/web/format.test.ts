import { describe, expect, it } from 'vitest';
import { beautify } from './format';

describe('Beauty', () => {
  it('lays a one-line query out with upper-case keywords, strings and comments kept', async () => {
    const out = await beautify(
      "select event, count(*) as n from events_tiles where day >= '2024-01-01' -- recent\ngroup by event order by n desc limit 10",
      'duckdb',
    );
    expect(out).toBe(
      [
        'SELECT',
        '  event,',
        '  count(*) AS n',
        'FROM',
        '  events_tiles',
        'WHERE',
        "  day >= '2024-01-01' -- recent",
        'GROUP BY',
        '  event',
        'ORDER BY',
        '  n DESC',
        'LIMIT',
        '  10',
      ].join('\n'),
    );
  });

  it('reads ClickHouse functions on ClickHouse', async () => {
    expect(await beautify('select uniq(uid) from events_tiles', 'clickhouse')).toBe('SELECT\n  uniq(uid)\nFROM\n  events_tiles');
  });
});
