import { describe, expect, it } from 'vitest';
import { csvField, tableCsv, toCsv } from './csv';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks; empties stay empty', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField(null)).toBe('');
    expect(csvField(12.5)).toBe('12.5');
  });
  it('keeps numbers and percentages but defuses formulas', () => {
    expect(csvField('-12')).toBe('-12');
    expect(csvField('-4.5%')).toBe('-4.5%');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1+2')).toBe('"\'+1+2"');
  });
  it('writes a header line and one line per row, CRLF', () => {
    expect(toCsv(['Level', 'UV'], [[1, 10], [2, null]])).toBe('Level,UV\r\n1,10\r\n2,\r\n');
    const rows = [{ level: 1, rate: 0.5 }];
    expect(tableCsv([{ header: 'Level', csv: (r) => r.level }, { header: 'Rate', csv: (r) => `${r.rate * 100}%` }], rows)).toBe('Level,Rate\r\n1,50%\r\n');
  });
});
