import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { auditLog } from '../../../core/server/db/schema';
import { ADMIN, LIMIT, USER, startTestApp, type TestApp, type Client } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['projects'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  code: 'stars',
  nickname: 'Star Sort',
  description: 'Sort the stars',
  domain: 4,
  ownerIds: [],
  serviceHost: '',
  config: {},
  disabledPlugins: [],
  ...over,
});

describe('GET /v1/projects', () => {
  it('lists every project for an ADMIN, over three domains', async () => {
    const r = await admin.get('/v1/projects');
    expect(r.status).toBe(200);
    expect(r.body.projects.map((p: { code: string }) => p.code).sort()).toEqual(['blocks', 'colors', 'jigsaw', 'pins', 'tiles', 'words']);
    expect(new Set(r.body.projects.map((p: { domain: number }) => p.domain))).toEqual(new Set([1, 2, 3]));
    expect(r.body.projects[0]).toEqual({
      code: 'jigsaw',
      nickname: 'Jigsaw Journey',
      description: expect.any(String),
      domain: 1,
      disabledPlugins: [],
    });
  });

  it('lists only the projects a USER or LIMIT user holds rights in', async () => {
    const user = await t.signIn(USER);
    expect((await user.get('/v1/projects')).body.projects.map((p: { code: string }) => p.code)).toEqual(['jigsaw', 'tiles']);
    const limit = await t.signIn(LIMIT);
    expect((await limit.get('/v1/projects')).body.projects.map((p: { code: string }) => p.code)).toEqual(['pins']);
  });
});

describe('GET /v1/:code/project', () => {
  it('returns the project with owners and service host; clientKey for owners and admins only', async () => {
    const user = await t.signIn(USER);
    const owned = await user.get('/v1/jigsaw/project');
    expect(owned.status).toBe(200);
    expect(owned.body.project).toMatchObject({ code: 'jigsaw', domain: 1, service: { host: 'https://jigsaw.game.example.com' } });
    expect(owned.body.project.owners).toEqual([{ id: expect.any(Number), mail: 'user@example.com', displayName: 'Demo User' }]);
    expect(owned.body.project.clientKey).toMatch(/^ck_/);
    const notOwned = await user.get('/v1/tiles/project');
    expect(notOwned.status).toBe(200);
    expect(notOwned.body.project.clientKey).toBeUndefined();
    expect((await admin.get('/v1/tiles/project')).body.project.clientKey).toMatch(/^ck_/);
  });

  it('answers 403 outside the user’s projects and 404 for an unknown one', async () => {
    const user = await t.signIn(USER);
    expect((await user.get('/v1/pins/project')).status).toBe(403);
    const missing = await user.get('/v1/nope/project');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("Project 'nope' not found");
  });
});

describe('manage projects (admin)', () => {
  it('creates a project with code and nickname trimmed, and audits it', async () => {
    const r = await admin.post('/v1/admin/projects', form({ code: '  stars ', nickname: '  Star Sort  ' }));
    expect(r.status).toBe(200);
    expect(r.body.project).toMatchObject({ code: 'stars', nickname: 'Star Sort', domain: 4, owners: [], config: {} });
    expect(r.body.project.clientKey).toMatch(/^ck_/);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.target, 'stars')).orderBy(desc(auditLog.id));
    expect(entry).toMatchObject({ area: 'projects', action: 'create', userMail: ADMIN.mail });
    expect(entry.after).toMatchObject({ code: 'stars', domain: 4 });
    expect(JSON.stringify(entry.after)).not.toContain('ck_');
  });

  it('gives the spec messages for a missing code and description', async () => {
    const r1 = await admin.post('/v1/admin/projects', form({ code: '   ' }));
    expect(r1.status).toBe(400);
    expect(r1.body.message).toBe("Please input project's code");
    const r2 = await admin.post('/v1/admin/projects', form({ code: 'moons', description: '' }));
    expect(r2.status).toBe(400);
    expect(r2.body.message).toBe("Please input project's description");
    expect((await admin.get('/v1/moons/project')).status).toBe(404);
  });

  it('refuses a duplicate code (409), a reserved code, a bad domain, unknown owners and plugins', async () => {
    expect((await admin.post('/v1/admin/projects', form({ code: 'jigsaw' }))).status).toBe(409);
    expect((await admin.post('/v1/admin/projects', form({ code: 'admin' }))).status).toBe(400);
    expect((await admin.post('/v1/admin/projects', form({ code: 'p5', domain: 5 }))).status).toBe(400);
    const owners = await admin.post('/v1/admin/projects', form({ code: 'p6', ownerIds: [9999] }));
    expect(owners.status).toBe(400);
    expect(owners.body.message).toBe('Unknown owner id: 9999');
    expect((await admin.post('/v1/admin/projects', form({ code: 'p7', disabledPlugins: ['projects'] }))).status).toBe(400);
    expect((await admin.post('/v1/admin/projects', form({ code: 'p8', config: [1, 2] }))).status).toBe(400);
    expect((await admin.get('/v1/admin/projects')).body.projects.map((p: { code: string }) => p.code)).not.toContain('p6');
  });

  it('updates settings but never the code; audits before and after', async () => {
    const users = (await admin.get('/v1/user')).body.users as { id: number; mail: string }[];
    const demo = users.find((u) => u.mail === USER.mail)!;
    const r = await admin.put('/v1/admin/projects/tiles', {
      ...form({ code: 'renamed' }),
      nickname: 'Tile Master 2',
      ownerIds: [demo.id],
      config: { lockedModules: [] },
    });
    expect(r.status).toBe(200);
    expect(r.body.project).toMatchObject({ code: 'tiles', nickname: 'Tile Master 2', domain: 4, config: { lockedModules: [] } });
    expect(r.body.project.owners.map((o: { mail: string }) => o.mail)).toEqual([USER.mail]);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'update')).orderBy(desc(auditLog.id));
    expect(entry.before).toMatchObject({ nickname: 'Tile Master', domain: 1 });
    expect(entry.after).toMatchObject({ nickname: 'Tile Master 2', domain: 4 });
    expect((await admin.put('/v1/admin/projects/ghost', form())).status).toBe(404);
  });

  it('rotates the client key', async () => {
    const before = (await admin.get('/v1/jigsaw/project')).body.project.clientKey;
    const r = await admin.post('/v1/admin/projects/jigsaw/clientKey');
    expect(r.body.clientKey).toMatch(/^ck_/);
    expect(r.body.clientKey).not.toBe(before);
    expect((await admin.get('/v1/jigsaw/project')).body.project.clientKey).toBe(r.body.clientKey);
  });

  it('is for admins only', async () => {
    const user = await t.signIn(USER);
    expect((await user.get('/v1/admin/projects')).status).toBe(403);
    expect((await user.post('/v1/admin/projects', form({ code: 'mine' }))).status).toBe(403);
    expect((await user.put('/v1/admin/projects/jigsaw', form())).status).toBe(403);
    expect((await user.get('/v1/user')).status).toBe(403);
  });
});
