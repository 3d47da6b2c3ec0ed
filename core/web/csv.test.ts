import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, tableCsv, toCsv } from './csv';

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
    expect(toCsv(['Date', 'DAU'], [['2024-05-01', 10], ['2024-05-02', null]])).toBe('Date,DAU\r\n2024-05-01,10\r\n2024-05-02,\r\n');
    expect(tableCsv([{ header: 'Rate', csv: (r: { rate: number }) => `${r.rate * 100}%` }], [{ rate: 0.5 }])).toBe('Rate\r\n50%\r\n');
    expect(csvFileName('my game', 'ad_daily', '2024-05-01')).toBe('my_game_ad_daily_2024-05-01.csv');
  });
});
