// core/server/xlsx.ts: a file made by a real spreadsheet program reads into rows, our own writes
// read back, and what is not an xlsx is the spec's one message.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { looksLikeXlsx, ONLY_XLSX, readSheetRows, writeXlsx } from './xlsx';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(__dirname, '../../tests/fixtures', name)));

describe('xlsx', () => {
  it('reads the first sheet of a gnumeric-made file', () => {
    const bytes = fixture('event-types.gnumeric.xlsx');
    expect(looksLikeXlsx('event-types.gnumeric.xlsx', bytes)).toBe(true);
    const rows = readSheetRows(bytes);
    expect(rows[0].map(String).map((h) => h.toLowerCase())).toContain('event');
    expect(rows.length).toBeGreaterThan(1);
  });

  it('writes sheets that read back the same', () => {
    const bytes = writeXlsx([
      {
        name: 'One',
        rows: [
          ['id', 'en'],
          [1, 'Animals'],
          [2, 'Ünïcode 动物'],
        ],
        widths: [8, 20],
      },
    ]);
    expect(looksLikeXlsx('x.xlsx', bytes)).toBe(true);
    expect(readSheetRows(bytes)).toEqual([
      ['id', 'en'],
      [1, 'Animals'],
      [2, 'Ünïcode 动物'],
    ]);
  });

  it('refuses what is not an xlsx with the one message', () => {
    expect(looksLikeXlsx('a.csv', writeXlsx([{ name: 'x', rows: [[1]] }]))).toBe(false);
    expect(looksLikeXlsx('a.xlsx', new TextEncoder().encode('id,en\n1,a'))).toBe(false);
    let err: unknown;
    try {
      readSheetRows(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9, 9]));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).message).toBe(ONLY_XLSX);
  });
});
