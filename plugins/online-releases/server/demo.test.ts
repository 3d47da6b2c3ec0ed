// The demo data: every state on both screens, and what the game client reads of it; tiles'
// multipart releases (cut from the releases demo's published tiles release) and quick deploy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['jobs', 'puzzles', 'folders', 'releases', 'online-releases'] });
  admin = await t.signIn(ADMIN);
}, 120_000);
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
    expect(prod.map((r: { name: string; staging: number }) => [r.name, r.staging])).toEqual([
      ['Summer levels (iOS)', 1],
      ['Spring levels', 0],
    ]);
    const general = (await admin.get('/v1/words/online_release/general')).body.rows;
    expect(general.map((g: { status: string }) => g.status)).toEqual(['Resource Ready', 'Prod deployed']);
    const key = (await admin.get('/v1/words/project')).body.project.clientKey;
    const read = (await t.client().get('/client/v1/words/prod/releases?platform=ios&version=2.5.0', { 'x-client-key': key })).body;
    expect(read.releases.map((r: { name: string }) => r.name)).toEqual(['Spring levels']);
    expect(read.general.map((r: { name: string }) => r.name)).toEqual(['Level pack 2026.1']);
  });

  it('gives tiles multipart releases (one on sandbox, one not yet) and quick deploy; the others neither', async () => {
    const options = (await admin.get('/v1/tiles/online_release/options')).body;
    expect(options.flags).toEqual({ quickDeploy: true, multipart: true, platformRequired: false });
    const local = options.releases.find((r: { name: string }) => r.name === 'Tiles levels 1.0');
    expect(local).toMatchObject({ type: 'main', hasDataFile: true });
    const rows = (await admin.get('/v1/tiles/online_release/multipart')).body.rows;
    expect(rows.map((m: { name: string; status: string }) => [m.name, m.status])).toEqual([
      ['Tiles levels 1.0 in parts (next)', 'Init'],
      ['Tiles levels 1.0 in parts', 'Sandbox deployed'],
    ]);
    for (const m of rows) {
      expect(m.extra.localReleaseId).toBe(local.id);
      const sizes = m.config.default.resources.map((p: { size: number }) => p.size);
      expect(sizes.length).toBeGreaterThan(1);
      expect(sizes.slice(0, -1).every((n: number) => n === m.config.cutSize)).toBe(true);
    }
    const key = (await admin.get('/v1/tiles/project')).body.project.clientKey;
    const read = (await t.client().get('/client/v1/tiles/sandbox/releases?platform=android&version=1.5.0', { 'x-client-key': key })).body;
    expect(read.multipart.map((m: { name: string }) => m.name)).toEqual(['Tiles levels 1.0 in parts']);
    expect(
      (await t.client().get('/client/v1/tiles/sandbox/releases?platform=android&version=1.1.0', { 'x-client-key': key })).body.multipart,
    ).toEqual([]);
    const ready = (await admin.get('/v1/tiles/online_release/general')).body.rows.find(
      (g: { status: string }) => g.status === 'Resource Ready',
    );
    const quick = await admin.post(`/v1/tiles/online_release/general/${ready.id}/quickDeploy`, { env: 'sandbox' });
    expect(quick.body.release.status).toBe('Sandbox deployed');
    for (const code of ['words', 'jigsaw']) {
      expect((await admin.get(`/v1/${code}/online_release/multipart`)).status).toBe(404);
      expect((await admin.get(`/v1/${code}/online_release/options`)).body.flags).toMatchObject({ quickDeploy: false, multipart: false });
    }
  });
});
