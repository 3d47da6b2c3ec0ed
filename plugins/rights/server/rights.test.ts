import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
const R = '/v1/admin/settings/rights';
beforeAll(async () => {
  t = await startTestApp({ plugins: ['rights'] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const userId = async (mail: string) =>
  ((await admin.get('/v1/user')).body.users as { id: number; mail: string }[]).find((u) => u.mail === mail)!.id;

describe('rights admin', () => {
  it('lists the plugins’ rights as built-in; they cannot be changed or deleted', async () => {
    const r = await admin.get(`${R}/right`);
    expect(r.body.rights).toContainEqual({ name: 'projectOverview', url: '/:code/overview', builtIn: true, plugin: 'projects' });
    expect((await admin.delete(`${R}/right/projectOverview`)).status).toBe(409);
    expect((await admin.put(`${R}/right/projectOverview`, { name: 'x', url: '' })).status).toBe(409);
  });

  it('creates, renames and deletes a custom right (deleteCount); renames follow into groups and grants', async () => {
    expect((await admin.post(`${R}/right`, { name: '', url: '/x' })).body.message).toBe('Please input Right name!');
    expect((await admin.post(`${R}/right`, { url: '/x' })).body.message).toBe('Please input Right name!');
    expect((await admin.post(`${R}/right`, { name: 'exportData', url: '/:code/export' })).status).toBe(200);
    expect((await admin.post(`${R}/right`, { name: 'exportData', url: '' })).status).toBe(409);
    await admin.post(`${R}/group`, { name: 'Exporters', rightsList: ['exportData', 'projectOverview'] });
    const uid = await userId(USER.mail);
    await admin.post('/v1/jigsaw/authorize', { userId: uid, rights: ['exportData'] });
    expect((await admin.put(`${R}/right/exportData`, { name: 'exportAll', url: '/:code/export' })).status).toBe(200);
    expect((await admin.get(`${R}/group/Exporters`)).body.group.right_names).toEqual([{ name: 'exportAll' }, { name: 'projectOverview' }]);
    expect((await admin.get(`/v1/jigsaw/authorize?userId=${uid}`)).body.rights).toEqual(['exportAll']);
    expect((await admin.delete(`${R}/right/exportAll`)).body).toEqual({ deleteCount: 1 });
    expect((await admin.delete(`${R}/right/exportAll`)).body).toEqual({ deleteCount: 0 });
    expect((await admin.get(`${R}/group/Exporters`)).body.group.right_names).toEqual([{ name: 'projectOverview' }]);
    expect((await admin.get(`/v1/jigsaw/authorize?userId=${uid}`)).body.rights).toEqual([]);
  });

  it('creates, edits and deletes groups with the spec message; unknown rights are refused', async () => {
    expect((await admin.post(`${R}/group`, { name: ' ', rightsList: [] })).body.message).toBe('Please input Group name!');
    const bad = await admin.post(`${R}/group`, { name: 'G', rightsList: ['nope'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown right: nope');
    expect((await admin.post(`${R}/group`, { name: 'Viewers', rightsList: ['projectOverview'] })).status).toBe(200);
    expect((await admin.post(`${R}/group`, { name: 'Viewers', rightsList: [] })).status).toBe(409);
    expect((await admin.put(`${R}/group/Viewers`, { name: 'Readers', rightsList: [] })).body.group).toEqual({
      name: 'Readers',
      right_names: [],
    });
    const list = (await admin.get(`${R}/group`)).body.groups.map((g: { name: string }) => g.name);
    expect(list).toEqual(expect.arrayContaining(['Everything', 'Readers']));
    expect((await admin.delete(`${R}/group/Readers`)).body).toEqual({ deleteCount: 1 });
    expect((await admin.get(`${R}/group/Readers`)).status).toBe(404);
  });
});

describe('rights assignment per project', () => {
  it('sets a user’s rights in one project; the user then sees that project', async () => {
    const uid = await userId(LIMIT.mail);
    expect((await admin.get(`/v1/words/authorize?userId=${uid}`)).body.rights).toEqual([]);
    expect((await admin.post('/v1/words/authorize', { userId: uid, rights: ['projectOverview'] })).body.message).toBe('SUCCESS');
    const limit = await t.signIn(LIMIT);
    expect((await limit.get('/v1/projects')).body.projects.map((p: { code: string }) => p.code)).toEqual(['pins', 'words']);
    expect((await limit.get('/v1/words/project')).status).toBe(200);
    expect((await admin.get('/v1/words/users')).body.users.map((u: { mail: string }) => u.mail)).toEqual([LIMIT.mail]);
  });

  it('refuses ADMIN users, unknown users and rights of plugins turned off in the project', async () => {
    expect((await admin.post('/v1/words/authorize', { userId: await userId(ADMIN.mail), rights: [] })).status).toBe(400);
    expect((await admin.post('/v1/words/authorize', { userId: 9999, rights: [] })).status).toBe(404);
    expect((await admin.post('/v1/words/authorize', { rights: [] })).body.message).toBe('Choose a user');
    expect((await admin.post('/v1/words/authorize', { userId: await userId(USER.mail), rights: ['nope'] })).body.message).toBe(
      'Unknown right: nope',
    );
  });

  it('lists the project’s rights and groups', async () => {
    expect((await admin.get('/v1/pins/right')).body.rights.map((r: { name: string }) => r.name)).toContain('projectOverview');
    expect((await admin.get('/v1/pins/right/group')).body.groups[0]).toMatchObject({ name: 'Everything' });
  });
});

describe('locked modules', () => {
  it('locks a plugin’s routes in a project for everybody but ADMIN', async () => {
    const p = (await admin.get('/v1/jigsaw/project')).body.project;
    const settings = {
      nickname: p.nickname,
      description: p.description,
      domain: p.domain,
      ownerIds: p.owners.map((o: { id: number }) => o.id),
      serviceHost: p.service.host,
      disabledPlugins: [],
    };
    await admin.put('/v1/admin/projects/jigsaw', { ...settings, config: { lockedModules: ['projects'] } });
    const user = await t.signIn(USER);
    const r = await user.get('/v1/jigsaw/project');
    expect(r.status).toBe(403);
    expect(r.body.message).toBe('This module is locked in project jigsaw');
    expect((await user.get('/v1/tiles/project')).status).toBe(200);
    expect((await admin.get('/v1/jigsaw/project')).status).toBe(200);
    await admin.put('/v1/admin/projects/jigsaw', { ...settings, config: {} });
    expect((await user.get('/v1/jigsaw/project')).status).toBe(200);
  });
});
