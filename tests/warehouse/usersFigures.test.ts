// The user metrics (installUv, pushTokenUv, accountLinkUv and the all-time totalUsers and
// totalAccounts) against the hand-worked story of usersFixture.ts, on each engine at hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Warehouse } from '../../core/server/warehouse';
import { runMetricsQuery } from '../../core/server/warehouse/metrics/run';
import { toEventRow } from '../../core/server/warehouse/rows';
import { eventSchema } from '../../core/shared/eventSchema';
import { metricsQuerySchema, type MetricsQueryInput } from '../../core/shared/metrics';
import { UserFigures } from '../../plugins/stats/server/userFigures';
import { engines } from './fixtures';
import { USER_DAYS as D, USER_EVENTS } from './usersFixture';

const M = ['uv', 'installUv', 'pushTokenUv', 'accountLinkUv', 'totalUsers', 'totalAccounts'];
const query = (filter: Partial<MetricsQueryInput['filter']>, start: string = D[1], end: string = D[5]) =>
  metricsQuerySchema.parse({ filter: { dimension: 'day', metrics: M, ...filter }, start, end });

for (const engine of engines()) {
  describe(`user figures on ${engine.name}`, () => {
    let wh: Warehouse;
    const code = 'users';
    beforeAll(async () => {
      wh = await engine.open();
      const rows = USER_EVENTS.map((e) => toEventRow(eventSchema.parse(e), Date.UTC(2024, 2, 10)));
      // Two batches: a user's first install and reinstall land in different writes.
      await wh.write(code, rows.slice(0, 20));
      await wh.write(code, rows.slice(20));
    });
    afterAll(async () => {
      await wh?.dropProject(code);
      await wh?.close();
      await engine.cleanup();
    });
    const run = (q: ReturnType<typeof query>) => runMetricsQuery(wh, code, q);

    it('counts active, new, token and linking users per day, and the all-time totals up to each day', async () => {
      expect(await run(query({}))).toEqual([
        // m1 (day 0) is in the totals from the first day on.
        { day: D[1], uv: 2, installUv: 2, pushTokenUv: 1, accountLinkUv: 0, totalUsers: 3, totalAccounts: 1 },
        { day: D[2], uv: 2, installUv: 1, pushTokenUv: 1, accountLinkUv: 2, totalUsers: 4, totalAccounts: 3 },
        { day: D[3], uv: 4, installUv: 2, pushTokenUv: 1, accountLinkUv: 0, totalUsers: 6, totalAccounts: 3 },
        // a3's reinstall is an install that day, not another user in the total.
        { day: D[4], uv: 2, installUv: 1, pushTokenUv: 1, accountLinkUv: 0, totalUsers: 6, totalAccounts: 3 },
        { day: D[5], uv: 1, installUv: 0, pushTokenUv: 0, accountLinkUv: 1, totalUsers: 6, totalAccounts: 4 },
      ]);
    });

    it('gives every day of the range a row when a total is asked, quiet days and days before any event too', async () => {
      expect(await run(query({ metrics: ['uv', 'totalUsers', 'totalAccounts'] }, D[5], '2024-03-07'))).toEqual([
        { day: D[5], uv: 1, totalUsers: 6, totalAccounts: 4 },
        { day: '2024-03-06', uv: 0, totalUsers: 6, totalAccounts: 4 },
        { day: '2024-03-07', uv: 0, totalUsers: 6, totalAccounts: 4 },
      ]);
      expect(await run(query({ metrics: ['totalUsers'] }, '2024-02-27', D[0]))).toEqual([
        { day: '2024-02-27', totalUsers: 0 },
        { day: '2024-02-28', totalUsers: 0 },
        { day: D[0], totalUsers: 1 },
      ]);
      // Without a total, quiet days have no row (as before).
      expect(await run(query({ metrics: ['uv'] }, D[5], '2024-03-07'))).toEqual([{ day: D[5], uv: 1 }]);
    });

    it('keeps the totals to the filters: per platform, per country', async () => {
      expect(await run(query({ metrics: ['totalUsers', 'totalAccounts'], query: [{ key: 'platform', value: 1 }] }, D[1], D[3]))).toEqual([
        { day: D[1], totalUsers: 2, totalAccounts: 0 },
        { day: D[2], totalUsers: 2, totalAccounts: 1 },
        { day: D[3], totalUsers: 3, totalAccounts: 1 },
      ]);
      expect(await run(query({ metrics: ['totalUsers', 'installUv'], query: [{ key: 'country', value: 'us' }] }, D[1], D[3]))).toEqual([
        { day: D[1], totalUsers: 1, installUv: 1 },
        { day: D[2], totalUsers: 2, installUv: 1 },
        { day: D[3], totalUsers: 3, installUv: 1 },
      ]);
    });

    it('by another dimension, or none, counts all time up to the end', async () => {
      expect(await run(query({ dimension: 'platform', metrics: ['totalUsers', 'totalAccounts', 'installUv'] }, D[2], D[3]))).toEqual([
        { platform: 1, totalUsers: 3, totalAccounts: 1, installUv: 1 },
        { platform: 2, totalUsers: 2, totalAccounts: 1, installUv: 2 },
        { platform: 3, totalUsers: 1, totalAccounts: 1, installUv: 0 },
      ]);
      expect(await run(query({ dimension: null, metrics: ['totalUsers', 'totalAccounts'] }, D[1], D[1]))).toEqual([
        { totalUsers: 3, totalAccounts: 1 },
      ]);
      expect(
        await run(query({ dimension: 'props.extType', metrics: ['accountLinkUv'], query: [{ key: 'event', value: 'account_link' }] })),
      ).toEqual([
        { 'props.extType': 'Apple', accountLinkUv: 1 },
        { 'props.extType': 'Facebook', accountLinkUv: 1 },
        { 'props.extType': 'Google', accountLinkUv: 1 },
      ]);
    });

    it('composes the screens’ figures alike on this engine (plugins/stats/server/userFigures.ts)', async () => {
      const figures = new UserFigures(wh, code);
      const range = { start: D[1], end: D[5] };
      expect((await figures.dau({ ...range, platform: 2 })).map((r) => r.count)).toEqual([0, 1, 1, 1, 1]);
      expect((await figures.dailyNewUsers(range, ['US', 'OTHER']))[2]).toEqual({
        date: D[3],
        total: 2,
        countryStats: [
          { country: 'US', installed: 1 },
          { country: 'OTHER', installed: 1 },
        ],
      });
      expect((await figures.totals(range))[4]).toEqual({
        date: D[5],
        users: 6,
        accounts: 4,
        androidUsers: 3,
        androidAccounts: 1,
        iosUsers: 2,
        iosAccounts: 2,
        macUsers: 1,
        macAccounts: 1,
      });
      expect((await figures.newAccounts(range)).filter((r) => r.count)).toEqual([
        { date: D[2], extType: 'Facebook', count: 1 },
        { date: D[2], extType: 'Apple', count: 1 },
        { date: D[5], extType: 'Google', count: 1 },
      ]);
      expect((await figures.daily({ ...range, levels: { from: 1, to: 1 } }))[3]).toEqual({
        date: D[4],
        installs: 1,
        dau: 2,
        players: 1,
        finishers: 1,
        finishRate: 1,
        levels: [{ level: 1, players: 1, finishers: 1, finishRate: 1 }],
      });
      const tokens = await figures.tokens({ ...range, platform: 1 });
      expect(tokens.result.map((r) => r.rate)).toEqual([0.5, null, 0, 1, null]);
      expect(tokens.day7).toEqual({ installed: 4, tokenRetrieved: 2, rate: 0.5 });
    });
  });
}
