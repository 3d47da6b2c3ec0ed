// The test push on prod is for the project's owners and admins: a user who holds the push right
// but does not own the project gets 403 and nothing is created; the same user may test on sandbox
// and on prod of the project they own (the demo USER holds every right in tiles and jigsaw and
// owns jigsaw).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { PROD_OWNERS_ONLY } from '../../../../core/shared/access';
import { startTestApp, USER, type TestApp } from '../../../../tests/api/harness';
import { pushTasks } from '../db';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['push'], demo: [] });
}, 120_000);
afterAll(() => t?.close());

const body = (env: string) => ({ env, platform: 2, notification: { alert: { en: { title: 'Hi' } }, isDataType: 0 }, userId: ['someone'] });

it('answers 403 on prod to a non-owner with the push right, and lets owners and sandbox through', async () => {
  const user = await t.signIn(USER);
  const refused = await user.post('/v1/tiles/pushServer/api/push/testPush', body('prod'));
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe(PROD_OWNERS_ONLY);
  expect(await t.db.select().from(pushTasks).where(eq(pushTasks.projectCode, 'tiles'))).toEqual([]);
  expect((await user.post('/v1/tiles/pushServer/api/push/testPush', body('sandbox'))).status).toBe(200);
  expect((await user.post('/v1/jigsaw/pushServer/api/push/testPush', body('prod'))).status).toBe(200);
  // Nobody signed in: 401.
  expect((await t.client().post('/v1/jigsaw/pushServer/api/push/testPush', body('sandbox'))).status).toBe(401);
});
