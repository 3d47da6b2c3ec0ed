// The collection resource's file list (001 §3 attr resourceFileList): names from the zip's central
// directory, folders and macOS copies left out, a bound on their number, and bytes that are no zip.
import { describe, expect, it } from 'vitest';
import { zip } from '../../../core/server/zip';
import { NotAZip, TooManyFiles, zipFileNames } from './zipList';

const entries = (names: string[], forceZip64 = false) =>
  zip(
    names.map((name) => ({ name, data: new TextEncoder().encode(`bytes of ${name}`) })),
    { forceZip64 },
  );

describe('zipFileNames', () => {
  it('lists the files in order, names in any script, without folders or __MACOSX copies', async () => {
    const names = ['a/', 'a/b.png', '__MACOSX/a/._b.png', 'c/日本.json', 'd.txt'];
    expect(zipFileNames(await entries(names), 100)).toEqual(['a/b.png', 'c/日本.json', 'd.txt']);
    expect(zipFileNames(await entries([]), 100)).toEqual([]);
  });
  it('reads an archive with the ZIP64 records (what a writer makes past 4 GB or 65,535 files)', async () => {
    expect(zipFileNames(await entries(['a/b.png', 'd.txt'], true), 100)).toEqual(['a/b.png', 'd.txt']);
  });
  it('refuses more files than the bound, and bytes that are not a zip or are cut', async () => {
    expect(zipFileNames(await entries(['1', '2', '3']), 3)).toHaveLength(3);
    await expect(async () => zipFileNames(await entries(['1', '2', '3']), 2)).rejects.toThrow(TooManyFiles);
    expect(() => zipFileNames(new TextEncoder().encode('PK\u0003\u0004zip'), 100)).toThrow(NotAZip);
    const whole = await entries(['x.png', 'y.png']);
    expect(() => zipFileNames(whole.subarray(40), 100)).toThrow(NotAZip);
  });
});
