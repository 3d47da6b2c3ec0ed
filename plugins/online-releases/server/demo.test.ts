// The demo data: every state on both screens, and what the game client reads of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['online-releases'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

describe('online releases demo', () => {
  it('seeds each state, and the client reads the live ones', async () => {
    const sandbox = (await admin.get('/v1/words/online_release?env=sandbox')).body.rows;
    expect(sandbox.map((r: { name: string; returnId: number | null }) => [r.name, !!r.returnId])).toEqual([
      ['Winter levels (draft)', false],
      ['Autumn levels', true],
      ['Summer levels (iOS)', true],
      ['Spring levels', true],
    ]);
    const prod = (await admin.get('/v1/words/online_release?env=prod')).body.rows;
    expect(prod.map((r: { name: string; staging: number }) => [r.name, r.staging])).toEqual([['Summer levels (iOS)', 1], ['Spring levels', 0]]);
    const general = (await admin.get('/v1/words/online_release/general')).body.rows;
    expect(general.map((g: { status: string }) => g.status)).toEqual(['Resource Ready', 'Prod deployed']);
    const key = (await admin.get('/v1/words/project')).body.project.clientKey;
    const read = (await t.client().get('/client/v1/words/prod/releases?platform=ios&version=2.5.0', { 'x-client-key': key })).body;
    expect(read.releases.map((r: { name: string }) => r.name)).toEqual(['Spring levels']);
    expect(read.general.map((r: { name: string }) => r.name)).toEqual(['Level pack 2026.1']);
  });
});
