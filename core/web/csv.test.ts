import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, csvHeader, csvNumber, tableCsv, toCsv } from './csv';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks; empties stay empty', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });
  it('keeps negative numbers and percentages but defuses formulas', () => {
    expect(csvField('-12')).toBe('-12');
    expect(csvField('-4.5%')).toBe('-4.5%');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1+2')).toBe('"\'+1+2"');
  });
  it('writes a header line and one CRLF line per row; file names are safe', () => {
    expect(
      toCsv(
        ['Date', 'DAU'],
        [
          ['2024-05-01', 10],
          ['2024-05-02', null],
        ],
      ),
    ).toBe('Date,DAU\r\n2024-05-01,10\r\n2024-05-02,\r\n');
    expect(tableCsv([{ header: 'Rate', csv: (r: { rate: number }) => `${r.rate * 100}%` }], [{ rate: 0.5 }])).toBe('Rate\r\n50%\r\n');
    expect(csvFileName('my game', 'ad_daily', '2024-05-01')).toBe('my_game_ad_daily_2024-05-01.csv');
  });
  it('exports numbers raw with the unit in the header: percent points under (%), seconds under (s)', () => {
    type Row = { level: number; rate: number | null; duration: number; users: number };
    const rows: Row[] = [
      { level: 1, rate: 0.6364, duration: 165.66666, users: 12345 },
      { level: 2, rate: null, duration: 0.5, users: -3 },
    ];
    const csv = tableCsv<Row>(
      [
        { header: 'Level', csv: (r) => r.level },
        { header: 'Finish UV Rate', unit: 'percent', csv: (r) => r.rate },
        { header: 'Duration', unit: 'seconds', csv: (r) => r.duration },
        { header: 'Enter UV', csv: (r) => r.users },
      ],
      rows,
    );
    expect(csv).toBe('Level,Finish UV Rate (%),Duration (s),Enter UV\r\n1,63.64,165.66666,12345\r\n2,,0.5,-3\r\n');
    expect(csvHeader('sum_revenue', 'USD')).toBe('sum_revenue (USD)');
    expect(csvNumber(0.1 + 0.2, 'percent')).toBe(30);
    expect(csvNumber(Number.NaN, 'percent')).toBe(null);
    expect(csvField(Number.POSITIVE_INFINITY)).toBe('');
    expect(csvField(-1.5e-7)).toBe('-1.5e-7');
  });
});
