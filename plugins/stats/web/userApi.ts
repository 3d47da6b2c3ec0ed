// Typed calls of the users-and-engagement screens (shared.ts) and the hook that runs one while
// its body is set (the same body is not asked twice in a row).
import { call } from '../../../core/web/http';
import { useLoad, type Loaded } from '../../../core/web/useLoad';
import { endpoints } from '../endpoints';
import type { DailyStatsQuery, TokenQuery } from '../schemas';

export interface RangeBody {
  start: string;
  end: string;
  platform?: number;
}

const ep = endpoints.users;
type TokenBody = Omit<TokenQuery, 'country'> & { country?: string[] };

export const userCalls = {
  dau: (code: string, body: RangeBody) => call(ep.dailyActiveUser, { params: { code }, body }),
  dailyNewUser: (code: string, body: RangeBody) => call(ep.dailyNewUser, { params: { code }, body }),
  dailyNewUserTotals: (code: string, body: RangeBody) => call(ep.dailyNewUserTotals, { params: { code }, body }),
  totals: (code: string, body: RangeBody) => call(ep.totalUserAndAccount, { params: { code }, body }),
  dailyNewAccount: (code: string, body: RangeBody) => call(ep.dailyNewAccount, { params: { code }, body }),
  dailyStats: (code: string, body: DailyStatsQuery) => call(ep.dailyStats, { params: { code }, body }),
  tokens: (code: string, body: TokenBody) => call(ep.dailyUserToken, { params: { code }, body }),
};

/** Runs `call` while `body` is set. */
export function useUserStats<B extends object, T>(
  code: string,
  call: (code: string, body: B) => Promise<T>,
  body: B | null,
): Loaded<T | null> {
  const key = body ? JSON.stringify(body) : '';
  return useLoad(async () => (body ? call(code, body) : null), [code, call, key]);
}

/** The state's platform ('' all, '1'..'3') as the body's. */
export const platformOf = (p: string): number | undefined => (p ? Number(p) : undefined);
