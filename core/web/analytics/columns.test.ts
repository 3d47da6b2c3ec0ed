import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { MetricsRow } from '../../shared/metrics';
import { metricColumnsOf } from './metricColumnsOf';
import { columnText, statsCsv, type StatColumn } from './columns';

describe('stats CSV', () => {
  it('holds raw numbers with the unit in the header, while the table shows them formatted', () => {
    const columns: StatColumn<MetricsRow>[] = [
      { key: 'level', header: 'Level', text: (r) => String(r.level) },
      ...metricColumnsOf(['enterUv', 'finishUvRate', 'duration_median', 'folderName']),
    ];
    const rows: MetricsRow[] = [
      { level: 1, enterUv: 12345, finishUvRate: 0.6364, duration_median: 165.66, folderName: 'F1' },
      { level: 2, enterUv: '7', finishUvRate: null, duration_median: 3, folderName: null },
    ];
    expect(columns.map((c) => columnText(c, rows[0]))).toEqual(['1', '12,345', '63.64%', '165.7 s', 'F1']);
    expect(statsCsv(columns, rows)).toBe(
      'Level,Enter UV,Finish UV Rate (%),Duration Median (s),Folder Name\r\n1,12345,63.64,165.66,F1\r\n2,7,,3,\r\n',
    );
  });
});

// Every table's CSV follows the rule only if no column hands a formatted number to it as text.
describe('analytics kit, stats and ad-stats columns', () => {
  const files = ['core/web/analytics', 'plugins/stats/web', 'plugins/ad-stats/web'].flatMap((dir) =>
    (fs.readdirSync(dir, { recursive: true }) as string[])
      .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))
      .map((f) => path.join(dir, f)),
  );
  it('give numbers as values, never as formatted text', () => {
    const offenders = files.flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${f}:${i + 1}` }))
        .filter(({ line }) => /\btext: \([^)]*\) => [^,}]*\b(formatValue|count|fixed|percent|pct|toFixed|toLocaleString)\(/.test(line))
        .map(({ at }) => at),
    );
    expect(offenders).toEqual([]);
  });
});
