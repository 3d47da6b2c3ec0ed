// Sessions: an opaque token in an HttpOnly, SameSite=Lax cookie (Secure under HTTPS), stored
// server-side as its sha-256, renewed at every login and dead after logout.
import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './db/connect';
import { sessions, userRights, users } from './db/schema';
import type { SessionUser } from './plugin';
import { clearHotCaches, hotCacheOf } from './hotCache';
import { requestOrigin } from './origin';

export const SESSION_COOKIE = 'sid';
const SESSION_DAYS = 14;

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** `trustProxy`: a proxy of ours says the client's scheme (X-Forwarded-Proto); a client's own word is not taken. */
export async function startSession(c: Context, db: Db, userId: number, trustProxy = false): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await db.insert(sessions).values({ tokenHash: sha256(token), userId, expiresAt });
  // Old expired sessions of anyone are swept here rather than by a timer.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: requestOrigin(c, trustProxy).protocol === 'https:',
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  });
}

export async function endSession(c: Context, db: Db): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, sha256(token)));
  clearHotCaches();
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

/** Ends every session of a user except, optionally, the one making the request. */
export async function endUserSessions(db: Db, userId: number, keep?: Context): Promise<void> {
  const token = keep ? getCookie(keep, SESSION_COOKIE) : undefined;
  const all = await db.select({ tokenHash: sessions.tokenHash }).from(sessions).where(eq(sessions.userId, userId));
  const keepHash = token ? sha256(token) : null;
  for (const s of all) if (s.tokenHash !== keepHash) await db.delete(sessions).where(eq(sessions.tokenHash, s.tokenHash));
  clearHotCaches();
}

export async function loadUser(db: Db, userId: number): Promise<SessionUser | null> {
  const [u] = await db
    .select({ id: users.id, mail: users.mail, displayName: users.displayName, role: users.role })
    .from(users)
    .where(eq(users.id, userId));
  if (!u) return null;
  const rights = await db
    .select({ projectCode: userRights.projectCode, name: userRights.name })
    .from(userRights)
    .where(eq(userRights.userId, userId));
  return { ...u, rights };
}

// Every console request looks its session up: one prepared statement (user and rights together)
// per database, so the hot path parses and plans nothing.
const rightsJson = sql<{ projectCode: string; name: string }[]>`coalesce((
  select json_agg(json_build_object('projectCode', r.project_code, 'name', r.name))
  from ${userRights} r where r.user_id = ${users.id}), '[]'::json)`;

function prepareLookup(db: Db) {
  return db
    .select({ id: users.id, mail: users.mail, displayName: users.displayName, role: users.role, rights: rightsJson })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql`now()`)))
    .prepare('session_lookup');
}
const lookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

/** The user behind the request's cookie, or null. */
export async function sessionUser(c: Context, db: Db): Promise<SessionUser | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  let lookup = lookups.get(db);
  if (!lookup) lookups.set(db, (lookup = prepareLookup(db)));
  const run = lookup;
  const hash = sha256(token);
  return hotCacheOf<SessionUser | null>(db, 'session').get(
    hash,
    async () => {
      const [row] = await run.execute({ hash });
      return row ? { ...row, rights: typeof row.rights === 'string' ? JSON.parse(row.rights) : row.rights } : null;
    },
    (u) => u !== null,
  );
}
