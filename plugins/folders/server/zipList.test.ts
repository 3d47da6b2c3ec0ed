// The collection resource's file list (001 §3 attr resourceFileList): names from the zip's central
// directory, folders and macOS copies left out, a bound on their number, and bytes that are no zip.
import { describe, expect, it } from 'vitest';
import { zip } from '../../../core/server/zip';
import { NotAZip, TooManyFiles, zipFileNames } from './zipList';

const entries = (names: string[]) => zip(names.map((name) => ({ name, data: new TextEncoder().encode(`bytes of ${name}`) })));

describe('zipFileNames', () => {
  it('lists the files in order, names in any script, without folders or __MACOSX copies', () => {
    expect(zipFileNames(entries(['a/', 'a/b.png', '__MACOSX/a/._b.png', 'c/日本.json', 'd.txt']), 100)).toEqual([
      'a/b.png',
      'c/日本.json',
      'd.txt',
    ]);
    expect(zipFileNames(entries([]), 100)).toEqual([]);
  });
  it('refuses more files than the bound, and bytes that are not a zip or are cut', () => {
    expect(() => zipFileNames(entries(['1', '2', '3']), 2)).toThrow(TooManyFiles);
    expect(() => zipFileNames(new TextEncoder().encode('PK\u0003\u0004zip'), 100)).toThrow(NotAZip);
    const whole = entries(['x.png', 'y.png']);
    expect(() => zipFileNames(whole.subarray(40), 100)).toThrow(NotAZip);
  });
});
