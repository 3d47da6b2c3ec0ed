// The xlsx worker thread as the server runs it: built by tsup like dist/server/xlsxWorker.js, a big
// workbook written there reads back the same, and the main thread stays free meanwhile.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { OFF_THREAD_CELLS, readSheetRows, writeXlsxAsync } from './xlsx';

const ROOT = path.resolve(import.meta.dirname, '../..');
const OUT = path.join(ROOT, 'dist/xlsx-worker-test', String(process.pid));
afterAll(() => fs.rmSync(OUT, { recursive: true, force: true }));

describe('writeXlsxAsync on the worker thread', () => {
  it('writes a big workbook off the main thread', async () => {
    const built = spawnSync('npx', ['tsup', 'core/server/xlsxWorker.ts', '--out-dir', OUT, '--no-sourcemap'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(built.status, built.stderr).toBe(0);
    const worker = pathToFileURL(path.join(OUT, 'xlsxWorker.js'));
    const rows = [
      ['id', 'en', 'fr'],
      ...Array.from({ length: OFF_THREAD_CELLS / 3 + 1000 }, (_, i) => [i + 1, `Puzzle ${i + 1}`, `Casse-tête ${i + 1}`]),
    ];
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const bytes = await writeXlsxAsync([{ name: 'big', rows }], worker);
    clearInterval(timer);
    // The main thread kept running timers while the worker wrote (in place it would tick once at most).
    expect(ticks).toBeGreaterThan(3);
    const back = readSheetRows(bytes, { maxRows: rows.length + 1 });
    expect(back.length).toBe(rows.length);
    expect(back[1]).toEqual([1, 'Puzzle 1', 'Casse-tête 1']);
    expect(back.at(-1)).toEqual(rows.at(-1));
  }, 60_000);
});
