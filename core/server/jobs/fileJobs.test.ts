// Exports and imports as jobs (issue 31 item 6): a probe plugin's export and import run through
// core's defineExportJob / defineImportJob; the file goes only to its starter and admins; a
// refused import lists every problem and writes nothing; a finished job's upload is gone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoint, typeOf } from '../../shared/endpoint';
import { rule } from '../../shared/access';
import type { JobStarted } from '../../shared/jobs';
import { badRequest } from '../errors';
import { routeOf, type ServerPlugin } from '../plugin';
import { cellText, readSheetRows, readXlsxUpload, writeXlsx } from '../xlsx';
import { ADMIN, createProject, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';
import { exportFile, importAndRun, runJobs } from '../../../tests/api/jobs';
import { defineExportJob, defineImportJob, JOB_FILES_FOLDER, startFileJob, startImportJob } from './fileJobs';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const imported: string[] = [];
const ep = {
  exportRows: endpoint({ method: 'GET', path: '/v1/:code/probe/export', response: typeOf<JobStarted>() }),
  importRows: endpoint({ method: 'POST', path: '/v1/:code/probe/import', multipart: true, response: typeOf<JobStarted>() }),
};
const probe: ServerPlugin = {
  id: 'probe',
  title: 'Probe',
  routes: [
    routeOf(ep.exportRows, {
      rule: rule.member,
      handler: (ctx) =>
        startFileJob(
          ctx,
          'probe.export',
          { rows: 3 },
          { project: ctx.project.code, audit: { area: 'probe', action: 'export', target: 'rows' } },
        ),
    }),
    routeOf(ep.importRows, {
      rule: rule.member,
      async handler(ctx) {
        const { file, bytes } = await readXlsxUpload(ctx.c, 'xlsx', 1024 * 1024);
        return startImportJob(
          ctx,
          'probe.import',
          { file, bytes },
          {},
          { project: ctx.project.code, audit: { area: 'probe', action: 'import', target: file.name } },
        );
      },
    }),
  ],
  jobs: {
    'probe.export': defineExportJob<{ rows: number }>(async (ctx) => {
      const rows = Array.from({ length: ctx.payload.rows }, (_, i) => [`row ${i + 1}`]);
      return {
        name: `${ctx.project}-rows.xlsx`,
        bytes: writeXlsx([{ name: 'Rows', rows: [['name'], ...rows] }]),
        contentType: XLSX,
        count: rows.length,
      };
    }),
    'probe.import': defineImportJob<object>(async (_ctx, bytes) => {
      const names = readSheetRows(bytes)
        .slice(1)
        .map((r) => cellText(r[0]));
      const bad = names.map((n, i) => (n.startsWith('bad') ? `Row ${i + 2}: ${n}` : '')).filter(Boolean);
      if (bad.length)
        throw badRequest(
          bad[0],
          bad.map((message) => ({ path: 'xlsx', message })),
        );
      imported.push(...names);
      return { rows: names.length };
    }),
  },
};

let t: TestApp;
let admin: Client;
let member: Client;
let other: Client;

const sheet = (names: string[]) => ({
  name: 'rows.xlsx',
  data: writeXlsx([{ name: 'S', rows: [['name'], ...names.map((n) => [n])] }]),
  type: XLSX,
});

beforeAll(async () => {
  t = await startTestApp({ plugins: [], demo: false, extraPlugins: [probe] });
  admin = await t.signIn(ADMIN);
  await createProject(admin, 'alpha');
  const make = async (mail: string) => {
    const r = await admin.post('/v1/admin/user/createUser', { mail, displayName: mail });
    await admin.post('/v1/alpha/authorize', { userId: r.body.id, rights: ['projectOverview'] });
    return t.signIn({ mail, password: r.body.password });
  };
  member = await make('member@example.com');
  other = await make('other@example.com');
});
afterAll(() => t.close());

describe('export jobs', () => {
  it('builds the file in a job and hands it to its starter and admins only', async () => {
    const file = await exportFile(t, member, '/v1/alpha/probe/export');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toContain('alpha-rows.xlsx');
    const rows = readSheetRows(new Uint8Array(await file.arrayBuffer()));
    expect(rows.map((r) => cellText(r[0]))).toEqual(['name', 'row 1', 'row 2', 'row 3']);
    const id = file.jobId;
    const job = (await member.get(`/v1/jobs/${id}`)).body.job;
    expect(job.result).toMatchObject({ name: 'alpha-rows.xlsx', count: 3 });
    expect(job.result.file.startsWith(`${JOB_FILES_FOLDER}/${id}-1/`)).toBe(true);
    // Another member may follow the job, not take its file; an admin may.
    expect((await other.get(`/v1/jobs/${id}`)).status).toBe(200);
    expect((await other.get(`/v1/jobs/${id}/file`)).status).toBe(404);
    expect((await admin.get(`/v1/jobs/${id}/file`)).status).toBe(200);
    // Never under /cdn/.
    expect((await member.get(`/cdn/${job.result.file}`)).status).toBe(404);
  });

  it('answers 409 for the file of a job that has not finished', async () => {
    const r = await member.get('/v1/alpha/probe/export');
    expect((await member.get(`/v1/jobs/${r.body.jobId}/file`)).status).toBe(409);
    await runJobs(t);
    expect((await member.get(`/v1/jobs/${r.body.jobId}/file`)).status).toBe(200);
  });
});

describe('import jobs', () => {
  it('applies a good file and deletes the upload', async () => {
    const r = await importAndRun(t, member, '/v1/alpha/probe/import', { xlsx: sheet(['a', 'b']) });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ rows: 2 });
    expect(imported).toEqual(['a', 'b']);
    const { upload } = (await t.services.jobs.get(r.job.id))!.payload as { upload: { key: string } };
    expect(upload.key.startsWith(`${JOB_FILES_FOLDER}/imports/alpha/`)).toBe(true);
    expect(await t.services.storage.stat(upload.key)).toBeNull();
  });

  it('fails a refused file at once with every problem listed, and writes nothing', async () => {
    imported.length = 0;
    const r = await importAndRun(t, member, '/v1/alpha/probe/import', { xlsx: sheet(['ok', 'bad one', 'bad two']) });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe('Row 3: bad one');
    expect(r.body.issues.map((i: { message: string }) => i.message)).toEqual(['Row 3: bad one', 'Row 4: bad two']);
    expect(r.job.attempts).toBe(1);
    expect(imported).toEqual([]);
  });
});
