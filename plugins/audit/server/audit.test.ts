// Issue 9 item 22: the audit log names users by mail, not by id, and a rights assignment records
// the user's rights in the project before and after, as the audit API answers them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, LIMIT, USER, startTestApp, type Client, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
let admin: Client;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['audit', 'stats'], demo: [] });
  admin = await t.signIn(ADMIN);
});
afterAll(() => t.close());

const idOf = async (mail: string) =>
  ((await admin.get('/v1/user')).body.users as { id: number; mail: string }[]).find((u) => u.mail === mail)!.id;
const entries = async (query: string) =>
  (await admin.get(`/v1/admin/audit?${query}`)).body.entries as {
    action: string;
    target: string;
    userMail: string;
    projectCode: string;
    before: unknown;
    after: unknown;
  }[];

describe('audit entries name users and show before/after', () => {
  it("a rights assignment: the user's mail and their rights in the project before and after", async () => {
    const uid = await idOf(LIMIT.mail);
    const [a, b, c] = ((await admin.get('/v1/words/right')).body.rights as { name: string }[]).map((r) => r.name);
    expect((await admin.post('/v1/words/authorize', { userId: uid, rights: [a, b] })).status).toBe(200);
    expect((await admin.post('/v1/words/authorize', { userId: uid, rights: [b, c] })).status).toBe(200);
    const [second, first] = await entries('area=rights&project=words');
    expect(first).toMatchObject({ action: 'assign', target: LIMIT.mail, userMail: ADMIN.mail, projectCode: 'words' });
    expect(first.before).toEqual({ user: LIMIT.mail, rights: [] });
    expect(first.after).toEqual({ user: LIMIT.mail, rights: [a, b].sort() });
    expect(second.before).toEqual({ user: LIMIT.mail, rights: [a, b].sort() });
    expect(second.after).toEqual({ user: LIMIT.mail, rights: [b, c].sort() });
  });

  it('a mail change names the user by the mail they had, not by id', async () => {
    const created = await admin.post('/v1/admin/user/createUser', { mail: 'audited@example.com', displayName: 'Audited' });
    expect(created.status).toBe(200);
    expect((await admin.post(`/v1/admin/user/modifyMail/${created.body.id}`, { newMail: 'audited.renamed@example.com' })).status).toBe(200);
    const [entry] = (await entries('area=users')).filter((e) => e.action === 'modifyMail');
    expect(entry.target).toBe('audited@example.com');
    expect(entry.after).toEqual({ mail: 'audited.renamed@example.com' });
  });

  it("a project's owners by mail, not by id", async () => {
    const p = (await admin.get('/v1/jigsaw/project')).body.project;
    const settings = {
      nickname: p.nickname,
      description: p.description,
      domain: p.domain,
      serviceHost: p.service.host,
      disabledPlugins: p.disabledPlugins,
      config: p.config,
    };
    const ownerIds = p.owners.map((o: { id: number }) => o.id);
    expect((await admin.put('/v1/admin/projects/jigsaw', { ...settings, ownerIds: [...ownerIds, await idOf(LIMIT.mail)] })).status).toBe(
      200,
    );
    const [entry] = await entries('area=projects&project=jigsaw');
    const before = entry.before as Record<string, unknown>;
    const after = entry.after as Record<string, unknown>;
    expect(before).not.toHaveProperty('ownerIds');
    expect(after).not.toHaveProperty('ownerIds');
    expect(before.owners).toEqual([USER.mail]);
    expect(after.owners).toEqual([LIMIT.mail, USER.mail].sort());
  });
});
