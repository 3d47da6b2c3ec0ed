// Failed queries are logged without their parameters (password hashes, tokens: DESIGN §4), and a
// value the database refuses as data (SQLSTATE class 22) is the caller's 400, not a 500 — the
// safety net behind the edge's checks. A write that fails half-way leaves nothing behind.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { rule } from '../../core/shared/access';
import { auditLog, users } from '../../core/server/db/schema';
import { hashPassword } from '../../core/server/passwords';
import { defineServerPlugin, route } from '../../core/server/plugin';
import { ADMIN, startTestApp, type TestApp } from './harness';

const PASSWORD = 'never-in-the-log-42';
let hash = '';

const boom = defineServerPlugin({
  id: 'boom',
  title: 'Boom',
  routes: [
    // A unique violation (SQLSTATE 23505) while inserting a password hash: a real 500.
    route({
      method: 'POST',
      path: '/v1/boom/duplicate',
      rule: rule.admin,
      async handler({ db }) {
        await db.insert(users).values({ mail: ADMIN.mail, displayName: 'Twin', role: 'USER', passwordHash: hash });
      },
    }),
    // A write, its audit entry, then a value PostgreSQL refuses (22P02): nothing may stay.
    route({
      method: 'POST',
      path: '/v1/boom/halfway',
      rule: rule.admin,
      async handler({ db, audit }) {
        await db.insert(users).values({ mail: 'halfway@example.com', displayName: 'Half', role: 'USER', passwordHash: hash });
        await audit({ area: 'boom', action: 'halfway' });
        await db.execute(sql`select ${'not a number'}::int`);
      },
    }),
  ],
});

let t: TestApp;
beforeAll(async () => {
  hash = await hashPassword(PASSWORD);
  t = await startTestApp({ plugins: [], extraPlugins: [boom], demo: false });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const captured = () => {
  const lines: string[] = [];
  const keep = (...args: unknown[]) =>
    void lines.push(
      args.map((a) => (a instanceof Error ? `${a.stack}\n${String((a as { params?: unknown }).params ?? '')}` : String(a))).join(' '),
    );
  vi.spyOn(console, 'error').mockImplementation(keep);
  vi.spyOn(console, 'warn').mockImplementation(keep);
  return lines;
};

describe('errors in the log', () => {
  it('logs a failed query without its parameters', async () => {
    const lines = captured();
    const admin = await t.signIn(ADMIN);
    const r = await admin.post('/v1/boom/duplicate');
    expect(r.status).toBe(500);
    expect(r.body).toEqual({ message: 'Sorry, the server is reporting an error', code: 'internal' });
    const log = lines.join('\n');
    expect(log).toContain('POST /v1/boom/duplicate failed');
    expect(log).toContain('insert into "users"');
    expect(log).toContain('23505');
    expect(log).not.toContain(hash);
    expect(log).not.toContain('$argon2id');
    expect(log).not.toContain('params:');
  });

  it('answers 400 for a data exception, rolls the write and its audit entry back, and logs no parameters', async () => {
    const admin = await t.signIn(ADMIN);
    const before = (await t.db.select({ n: count() }).from(auditLog))[0].n;
    const lines = captured();
    const r = await admin.post('/v1/boom/halfway');
    expect(r.status).toBe(400);
    expect(r.body.code).toBe('invalid_input');
    expect(await t.db.select().from(users).where(eq(users.mail, 'halfway@example.com'))).toEqual([]);
    expect((await t.db.select({ n: count() }).from(auditLog))[0].n).toBe(before);
    const log = lines.join('\n');
    expect(log).toContain('22P02');
    expect(log).not.toContain(hash);
    expect(log).not.toContain('params:');
  });
});
