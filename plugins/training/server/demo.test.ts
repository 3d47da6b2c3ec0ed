// The demo: a couple of hundred prod players per project, most uploads first, four built files
// (real SQLite, downloadable) and one failed build.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../../../tests/api/harness';
import type { TrainingUser } from '../shared';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['training'], demo: ['training'] });
}, 300_000);
afterAll(() => t?.close());

it('seeds players with uploads, built files and a failed build', async () => {
  const admin = await t.signIn(ADMIN);
  const prod = await admin.get('/v1/jigsaw/training?env=prod&ps=20');
  expect(prod.body.total).toBe(200);
  expect((await admin.get('/v1/jigsaw/training?env=sandbox')).body.total).toBe(30);
  const users = prod.body.users as TrainingUser[];
  expect(users.slice(0, 4).map((u) => u.fileInfo.status)).toEqual(['success', 'success', 'success', 'success']);
  expect(users[4].fileInfo).toMatchObject({ status: 'failed', error: expect.stringContaining('stopped') });
  const res = await t.app.fetch(
    new Request(`http://console.test/v1/jigsaw/training/download?env=prod&firebaseId=${users[0].fId}`, {
      headers: { cookie: admin.cookie },
    }),
  );
  expect(res.status).toBe(200);
  expect(
    Buffer.from(await res.arrayBuffer())
      .subarray(0, 15)
      .toString(),
  ).toBe('SQLite format 3');
}, 60_000);
