// The catalog demo: a local server without a credential, remote ones with sealed keys (never
// answered), the demo games' services with probes and tokens, and api logs above the threshold.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, startTestApp, type Client, type TestApp } from '../../../../tests/api/harness';
import { API_LOG_THRESHOLD } from '../../shared';
import { servers } from '../db';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['services'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

it('seeds servers, services, tokens and api logs that look live', async () => {
  const list = (await admin.get('/v1/admin/servers')).body.result as { name: string; ip: string; credentialSet: boolean }[];
  expect(list.find((s) => s.name === 'local')).toMatchObject({ ip: '127.0.0.1', credentialSet: false });
  expect(list.filter((s) => s.credentialSet).length).toBeGreaterThanOrEqual(2);
  for (const row of await t.db.select().from(servers)) {
    if (row.credentialSealed) expect(t.services.secrets.decrypt(row.credentialSealed)).toMatch(/^-----BEGIN OPENSSH PRIVATE KEY-----/);
  }

  const svc = (await admin.get('/v1/admin/services')).body;
  const byName = Object.fromEntries(
    (svc.result as { name: string; id: number; projectCode: string; livenessProbe: string; apiTokenSet: boolean }[]).map((s) => [
      s.name,
      s,
    ]),
  );
  expect(Object.keys(byName)).toEqual(expect.arrayContaining(['jigsaw-api', 'jigsaw-push-gateway', 'words-api', 'leaderboard']));
  expect(byName['jigsaw-api']).toMatchObject({
    projectCode: 'jigsaw',
    livenessProbe: `http://127.0.0.1:${t.config.port}/healthz`,
    apiTokenSet: true,
  });

  const logs = (await admin.get(`/v1/admin/services/${byName['jigsaw-api'].id}/apiLogs`)).body;
  expect(logs.total).toBeGreaterThan(3);
  expect(logs.stats.atOrAboveThreshold).toBeGreaterThan(0);
  expect(logs.result.some((l: { count: number }) => l.count < API_LOG_THRESHOLD)).toBe(true);
  expect(logs.result[0].count).toBeGreaterThanOrEqual(logs.result[1].count);
});
