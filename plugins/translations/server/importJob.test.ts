// The Excel imports as jobs (issue 29 item 12): the upload answers a job id; the job reports its
// progress (rows checked, keys written); a cancel before it runs leaves nothing, and a cancel
// between two write batches rolls back the batches already written (all or nothing).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { count, eq } from 'drizzle-orm';
import type { JobContext } from '../../../core/server/plugin';
import type { ImportUpload } from '../../../core/server/jobs/fileJobs';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { IMPORT_JOB } from '../endpoints/common';
import { mlCommonKeys, mlProjectKeys } from './db';
import { runImport, type ImportPayload } from './importJob';
import { importAndRun, runJobs } from '../../../tests/api/jobs';

const CODE = 'trimp';
let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['translations'], demo: false });
  admin = await t.signIn(ADMIN);
  await createProject(admin, CODE);
  await createProject(admin, 'trimp2');
});
afterAll(() => t.close());

function xlsx(rows: unknown[][]): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
const keysSheet = (n: number, prefix: string) =>
  xlsx([['key', 'en', 'fr'], ...Array.from({ length: n }, (_, i) => [`${prefix}.k${i}`, `Text ${i}`, `Texte ${i}`])]);
const projectCount = async (code: string) =>
  Number((await t.db.select({ n: count() }).from(mlProjectKeys).where(eq(mlProjectKeys.projectCode, code)))[0].n);

/** Runs the handler itself: its progress calls recorded, its signal's checks counted (`failAt`: the check that reports a cancel). */
async function runDirect(scope: string, bytes: Uint8Array, failAt = Infinity) {
  const fileKey = `translations/_private/imports/test/${scope}-${Math.random().toString(36).slice(2)}.xlsx`;
  await t.services.storage.put(fileKey, bytes);
  const progress: [number, number | null | undefined, string | undefined][] = [];
  let checks = 0;
  const signal = {
    aborted: false,
    throwIfAborted() {
      if (++checks >= failAt) throw new DOMException('The job was cancelled', 'AbortError');
    },
  } as unknown as AbortSignal;
  const payload: ImportPayload & ImportUpload = {
    scope,
    upload: { key: fileKey, name: 'direct.xlsx' },
    user: { id: 1, mail: ADMIN.mail, operator: 'admin' },
  };
  const ctx = {
    job: { id: 0, kind: IMPORT_JOB },
    payload,
    project: scope === 'common' ? null : scope,
    attempt: 1,
    signal,
    db: t.db,
    config: t.config,
    services: t.services,
    progress: async (done: number, total?: number | null, message?: string) => void progress.push([done, total, message]),
  } as JobContext<ImportPayload & ImportUpload>;
  const run = runImport(ctx).then(
    (result) => ({ result, error: null as Error | null }),
    (error: Error) => ({ result: null, error }),
  );
  return { ...(await run), progress, checks };
}

describe('Excel import jobs', () => {
  it('answers the upload with a job whose progress ends at every key written', async () => {
    const up = await admin.upload(`/v1/${CODE}/mlTranslate/createByExcel`, { excel: { name: 'three.xlsx', data: keysSheet(3, 'prog') } });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    expect(up.body).toEqual({ jobId: expect.any(Number), message: 'Import started' });
    expect(await projectCount(CODE)).toBe(0);
    await runJobs(t);
    const job = (await admin.get(`/v1/jobs/${up.body.jobId}`)).body.job;
    expect(job).toMatchObject({
      kind: IMPORT_JOB,
      state: 'succeeded',
      result: { rows: 3, created: 3, updated: 0, unchanged: 0 },
      progress: { done: 3, total: 3, message: '3 keys imported' },
    });
    expect(await projectCount(CODE)).toBe(3);
  });

  it('reports each step: reading, the rows checked a chunk at a time, writing, done', async () => {
    const project = await runDirect(CODE, keysSheet(4, 'steps'));
    expect(project.error).toBeNull();
    expect(project.progress).toEqual([
      [0, null, 'Reading the file'],
      [0, 4, 'Writing 4 keys'],
      [4, 4, '4 keys imported'],
    ]);
    const common = await runDirect('common', keysSheet(2500, 'steps'));
    expect(common.error).toBeNull();
    expect(common.result).toEqual({ rows: 2500, created: 2500, updated: 0, unchanged: 0 });
    expect(common.progress).toEqual([
      [0, null, 'Reading the file'],
      [2000, 2500, '2000 of 2500 rows checked'],
      [2500, 2500, '2500 of 2500 rows checked'],
      [0, 2500, 'Writing 2500 keys'],
      [2500, 2500, '2500 keys imported'],
    ]);
  });

  it('a cancel between two write batches writes nothing (the first batch rolls back)', async () => {
    // Checks: after reading (1), before writing (2), before batch 1 (3), before batch 2 (4).
    const r = await runDirect('trimp2', keysSheet(6000, 'cancel'), 4);
    expect(r.error?.name).toBe('AbortError');
    expect(r.checks).toBe(4);
    expect(await projectCount('trimp2')).toBe(0);
    const c = await runDirect('common', keysSheet(600, 'cancelc'), 5);
    expect(c.error?.name).toBe('AbortError');
    expect(await t.db.select().from(mlCommonKeys).where(eq(mlCommonKeys.key, 'cancelc.k0'))).toEqual([]);
  });

  it('cancels a queued import: nothing is written, and another scope cannot cancel it', async () => {
    const up = await admin.upload(`/v1/${CODE}/mlTranslate/createByExcel`, { excel: { name: 'stop.xlsx', data: keysSheet(5, 'stop') } });
    const id = up.body.jobId as number;
    expect((await admin.post(`/v1/trimp2/mlTranslate/import/${id}/cancel`, {})).status).toBe(404);
    expect((await admin.post(`/v1/admin/ml/common/import/${id}/cancel`, {})).status).toBe(404);
    const stop = await admin.post(`/v1/${CODE}/mlTranslate/import/${id}/cancel`, {});
    expect([stop.status, stop.body.message]).toEqual([200, 'Import cancelled: nothing was written']);
    await runJobs(t);
    expect((await admin.get(`/v1/jobs/${id}`)).body.job.state).toBe('cancelled');
    expect(await t.db.select().from(mlProjectKeys).where(eq(mlProjectKeys.key, 'stop.k0'))).toEqual([]);
    const common = await admin.upload('/v1/admin/ml/common/createByExcel', { excel: { name: 'stop.xlsx', data: keysSheet(2, 'stopc') } });
    expect((await admin.post(`/v1/admin/ml/common/import/${common.body.jobId}/cancel`, {})).status).toBe(200);
    await runJobs(t);
    expect(await t.db.select().from(mlCommonKeys).where(eq(mlCommonKeys.key, 'stopc.k0'))).toEqual([]);
  });

  it('a refused file fails its job with every problem, and writes nothing', async () => {
    const r = await importAndRun(t, admin, `/v1/${CODE}/mlTranslate/createByExcel`, {
      excel: {
        name: 'bad.xlsx',
        data: xlsx([
          ['key', 'en'],
          ['a b', 'x'],
          ['', 'y'],
          ['new.k', ''],
        ]),
      },
    });
    expect(r.job).toMatchObject({
      state: 'failed',
      error: 'Row 2: A key has no spaces; Row 3: lack of key; Row 4: new.k: en can not be null',
    });
    expect(r.job.result.problems).toHaveLength(3);
    expect(await t.db.select().from(mlProjectKeys).where(eq(mlProjectKeys.key, 'new.k'))).toEqual([]);
  });
});
