// Core's own routes: sign-in, sign-out, the current user, and the user list for pickers.
import { and, asc, count, eq, gt } from 'drizzle-orm';
import { rule } from '../shared/access';
import { loginSchema, WRONG_CREDENTIALS } from '../shared/auth';
import { tooManyRequests, unauthorized } from './errors';
import { loginFailures, users } from './db/schema';
import { hashPassword, randomPassword, verifyPassword } from './passwords';
import { route, type ServerRoute } from './plugin';
import { endSession, loadUser, startSession } from './session';

export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES = 10;

let dummy: Promise<string> | null = null;
const dummyHash = () => (dummy ??= hashPassword(randomPassword()));

export const authRoutes: ServerRoute[] = [
  route({
    method: 'POST',
    path: '/v1/auth/login',
    rule: rule.public,
    summary: 'Sign in; sets the session cookie and returns the current user',
    // A refused sign-in keeps its failure on record (the limit counts them).
    transaction: false,
    body: loginSchema,
    async handler({ c, db, body }) {
      const mail = body.mail.toLowerCase();
      const since = new Date(Date.now() - LOGIN_WINDOW_MS);
      const [{ n }] = await db
        .select({ n: count() })
        .from(loginFailures)
        .where(and(eq(loginFailures.mail, mail), gt(loginFailures.at, since)));
      if (n >= LOGIN_MAX_FAILURES) throw tooManyRequests('Too many failed sign-ins. Try again in 15 minutes.');
      const [found] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.mail, mail));
      // Same answer for an unknown mail and a wrong password; verify anyway so timing tells nothing.
      const ok = await verifyPassword(found?.passwordHash ?? (await dummyHash()), body.password);
      if (!found || !ok) {
        await db.insert(loginFailures).values({ mail });
        throw unauthorized(WRONG_CREDENTIALS);
      }
      await db.delete(loginFailures).where(eq(loginFailures.mail, mail));
      await startSession(c, db, found.id);
      return loadUser(db, found.id);
    },
  }),
  route({
    method: 'POST',
    path: '/v1/auth/logout',
    rule: rule.public,
    summary: 'Sign out; the session is dead afterwards',
    async handler({ c, db }) {
      await endSession(c, db);
      return { message: 'Logged out' };
    },
  }),
  route({
    method: 'GET',
    path: '/v1/auth/me',
    rule: rule.signedIn,
    summary: 'The signed-in user with their rights per project',
    handler: ({ user }) => user,
  }),
  route({
    method: 'GET',
    path: '/v1/user',
    rule: rule.admin,
    summary: 'Every user, for pickers (owners, rights assignment)',
    async handler({ db }) {
      const list = await db
        .select({ id: users.id, mail: users.mail, displayName: users.displayName, role: users.role })
        .from(users)
        .orderBy(asc(users.mail));
      return { users: list };
    },
  }),
];
