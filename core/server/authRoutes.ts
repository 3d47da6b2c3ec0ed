// Core's own routes: sign-in, sign-out, the current user, and the user list for pickers.
import { asc, eq } from 'drizzle-orm';
import { rule } from '../shared/access';
import { authEndpoints, loginSchema, WRONG_CREDENTIALS } from '../shared/auth';
import { clientAddress } from './clientAddress';
import { tooManyRequests, unauthorized } from './errors';
import { users } from './db/schema';
import { hashPassword, randomPassword, verifyPassword } from './passwords';
import { route, routeOf, type ServerRoute } from './plugin';
import { clearLimit, giveBack, minutesUntil, take } from './rateLimit';
import { endSession, loadUser, startSession } from './session';

// Sign-in abuse (issue 9): limits per address and per account, counted in the database
// (rateLimit.ts) before the password is checked, so parallel attempts cannot pass them.
// - One address: LOGIN_MAX_FAILURES failures on one account, LOGIN_MAX_ADDRESS_FAILURES over all
//   accounts, per LOGIN_WINDOW_MS; past them that address gets 429.
// - One account, from every address: past LOGIN_FREE_FAILURES failures each attempt waits,
//   doubling up to LOGIN_MAX_DELAY_MS. A slowdown, never a refusal: nobody can lock the real
//   owner out, who signs in from an address that has not been failing.
// A successful sign-in takes its own attempt back and clears the account's failures.
export const LOGIN_WINDOW_MS = 15 * 60_000;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_MAX_ADDRESS_FAILURES = 30;
export const LOGIN_FREE_FAILURES = 10;
export const LOGIN_FIRST_DELAY_MS = 500;
export const LOGIN_MAX_DELAY_MS = 5_000;

/** The wait before checking a password on an account with `failures` recent failures. */
export function loginDelayMs(failures: number): number {
  if (failures < LOGIN_FREE_FAILURES) return 0;
  return Math.min(LOGIN_MAX_DELAY_MS, LOGIN_FIRST_DELAY_MS * 2 ** (failures - LOGIN_FREE_FAILURES));
}

const tooMany = (resetAt: Date, who: string) =>
  tooManyRequests(`Too many failed sign-ins${who}. Try again in ${minutesUntil(resetAt)} minutes.`);

let dummy: Promise<string> | null = null;
const dummyHash = () => (dummy ??= hashPassword(randomPassword()));

export const authRoutes: ServerRoute[] = [
  route({
    method: 'POST',
    path: '/v1/auth/login',
    rule: rule.public,
    summary: 'Sign in; sets the session cookie and returns the current user (429 after too many failures from one address)',
    // A refused sign-in keeps its failure on record (the limit counts them).
    transaction: false,
    body: loginSchema,
    async handler({ c, db, config, body, services }) {
      const mail = body.mail.toLowerCase();
      const address = clientAddress(c, config);
      const addressKey = `login:address:${address}`;
      const pairKey = `login:pair:${address}:${mail}`;
      const accountKey = `login:account:${mail}`;
      // This attempt is counted as a failure up front (and taken back if it succeeds).
      const fromAddress = await take(db, addressKey, 1, LOGIN_MAX_ADDRESS_FAILURES, LOGIN_WINDOW_MS);
      if (!fromAddress.ok) throw tooMany(fromAddress.resetAt, ' from this address');
      const onAccount = await take(db, pairKey, 1, LOGIN_MAX_FAILURES, LOGIN_WINDOW_MS);
      if (!onAccount.ok) {
        await giveBack(db, addressKey, 1);
        throw tooMany(onAccount.resetAt, '');
      }
      // Counted up front too, so parallel attempts on one account each wait their own turn's delay.
      const onAccountAll = await take(db, accountKey, 1, Infinity, LOGIN_WINDOW_MS);
      const delay = loginDelayMs(onAccountAll.count - 1);
      if (delay) await services.time.sleep(delay);
      const [found] = await db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.mail, mail));
      // Same answer for an unknown mail and a wrong password; verify anyway so timing tells nothing.
      const ok = await verifyPassword(found?.passwordHash ?? (await dummyHash()), body.password);
      if (!found || !ok) throw unauthorized(WRONG_CREDENTIALS);
      await giveBack(db, addressKey, 1);
      await clearLimit(db, pairKey);
      await clearLimit(db, accountKey);
      await startSession(c, db, found.id, config.trustProxy);
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
  routeOf(authEndpoints.userOptions, {
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
