// Sign-in abuse (issue 9, item 6): limits per address and per account, counted atomically in the
// database, and no lock-out of the real owner by someone else's failures.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  LOGIN_FIRST_DELAY_MS,
  LOGIN_MAX_ADDRESS_FAILURES,
  LOGIN_MAX_DELAY_MS,
  LOGIN_MAX_FAILURES,
  loginDelayMs,
} from '../../core/server/authRoutes';
import { rateLimits } from '../../core/server/db/schema';
import { clientAddress } from '../../core/server/clientAddress';
import { manualClock } from '../support/clock';
import { LIMIT, USER, startTestApp, type TestApp } from './harness';

let t: TestApp;
/** The app's time: each sign-in delay is recorded and passes at once (the delays are asserted, not timed). */
const clock = manualClock(undefined, { autoAdvance: true });
beforeAll(async () => {
  t = await startTestApp({ plugins: [], time: clock });
});
afterAll(() => t.close());

const statuses = (replies: { status: number }[]) => {
  const out: Record<number, number> = {};
  for (const r of replies) out[r.status] = (out[r.status] ?? 0) + 1;
  return out;
};

describe('sign-in limits', () => {
  it('lets no more than the limit of parallel wrong attempts on one account through', async () => {
    const attacker = t.client();
    const replies = await Promise.all(
      Array.from({ length: 2 * LOGIN_MAX_FAILURES }, () => attacker.post('/v1/auth/login', { mail: USER.mail, password: 'wrong-one' })),
    );
    expect(statuses(replies)).toEqual({ 401: LOGIN_MAX_FAILURES, 429: LOGIN_MAX_FAILURES });
    expect(replies.find((r) => r.status === 429)!.body.message).toMatch(/^Too many failed sign-ins\. Try again in 15 minutes\.$/);
  }, 60_000);

  it('refuses a password spray over many accounts from one address after the limit', async () => {
    const sprayer = t.client();
    const n = LOGIN_MAX_ADDRESS_FAILURES + 10;
    const replies = await Promise.all(
      Array.from({ length: n }, (_, i) => sprayer.post('/v1/auth/login', { mail: `victim${i}@example.com`, password: 'Summer2026!' })),
    );
    expect(statuses(replies)).toEqual({ 401: LOGIN_MAX_ADDRESS_FAILURES, 429: 10 });
    expect(replies.find((r) => r.status === 429)!.body.message).toBe(
      'Too many failed sign-ins from this address. Try again in 15 minutes.',
    );
    // Another address is not affected.
    expect((await t.client().post('/v1/auth/login', { mail: 'victim0@example.com', password: 'x' })).status).toBe(401);
  }, 120_000);

  it('slows down parallel attempts on one account from many addresses past the limit, and refuses none', async () => {
    const mail = 'many-addresses@example.com';
    const waited = clock.waits.length;
    const replies = await Promise.all(
      Array.from({ length: 2 * LOGIN_MAX_FAILURES }, () => t.client().post('/v1/auth/login', { mail, password: 'nope' })),
    );
    expect(statuses(replies)).toEqual({ 401: 2 * LOGIN_MAX_FAILURES });
    // Each attempt past the free ones waited its own turn's delay first, however many came at once.
    const delays = clock.waits.slice(waited).sort((a, b) => a - b);
    const expected = Array.from({ length: 2 * LOGIN_MAX_FAILURES }, (_, i) => loginDelayMs(i)).filter((ms) => ms > 0);
    expect(delays).toEqual(expected);
    expect(delays.filter((ms) => ms >= LOGIN_FIRST_DELAY_MS).length).toBeGreaterThanOrEqual(LOGIN_MAX_FAILURES);
  }, 120_000);

  it("lets the real owner in from their own address after an attacker's failures, after a bounded delay", async () => {
    const attackers = [t.client(), t.client()];
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await attackers[0].post('/v1/auth/login', { mail: LIMIT.mail, password: 'guess' })).status).toBe(401);
    expect((await attackers[0].post('/v1/auth/login', { mail: LIMIT.mail, password: 'guess' })).status).toBe(429);
    // A second address goes on failing: it is slowed down, not the owner locked out.
    for (let i = 0; i < 2; i++)
      expect((await attackers[1].post('/v1/auth/login', { mail: LIMIT.mail, password: 'guess' })).status).toBe(401);
    const owner = t.client();
    const before = clock.waits.length;
    const r = await owner.post('/v1/auth/login', LIMIT);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // One delay, bounded: slowed down, not locked out.
    const waited = clock.waits.slice(before);
    expect(waited).toHaveLength(1);
    expect(waited[0]).toBeGreaterThanOrEqual(LOGIN_FIRST_DELAY_MS);
    expect(waited[0]).toBeLessThanOrEqual(LOGIN_MAX_DELAY_MS);
    // Signing in cleared the account's failures, so the next sign-in has no delay to wait
    // (checked on the record, not by a clock: a loaded machine's argon2 alone can take 500 ms).
    const accountFailures = await t.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `login:account:${LIMIT.mail}`));
    expect(accountFailures).toEqual([]);
    expect(loginDelayMs(0)).toBe(0);
    expect((await t.client().post('/v1/auth/login', LIMIT)).status).toBe(200);
  }, 120_000);
});

describe('the client address', () => {
  const addressOf = async (trustProxy: boolean, peer: string, headers: Record<string, string> = {}) => {
    const app = new Hono().get('/', (c) => c.text(clientAddress(c, { trustProxy })));
    return (await app.request('/', { headers }, { incoming: { socket: { remoteAddress: peer } } })).text();
  };

  it('is the socket peer, whatever X-Forwarded-For says, unless TRUST_PROXY is set', async () => {
    expect(await addressOf(false, '203.0.113.7', { 'x-forwarded-for': '198.51.100.1' })).toBe('203.0.113.7');
    expect(await addressOf(false, '::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(await addressOf(false, '2001:db8:aa:bb:1:2:3:4')).toBe('2001:db8:aa:bb::/64');
    expect(await addressOf(false, '2001:db8::5')).toBe('2001:db8:0:0::/64');
  });

  it('is the rightmost X-Forwarded-For hop (the one our proxy saw) under TRUST_PROXY', async () => {
    expect(await addressOf(true, '127.0.0.1', { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' })).toBe('203.0.113.9');
    expect(await addressOf(true, '127.0.0.1')).toBe('127.0.0.1');
  });
});
