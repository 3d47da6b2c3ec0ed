// Typed calls of the users-and-engagement screens (userStats.ts) and the hook that runs one while
// its body is set (the same body is not asked twice in a row).
import { api } from '../../../core/web/http';
import { useLoad, type Loaded } from '../../../core/web/useLoad';
import { userStatsApi, type DailyNewUserRow, type DailyStatsRow, type DauRow, type NewAccountRow, type TokenResponse, type TotalsRow } from '../userStats';
import type { DailyStatsQuery, TokenQuery } from '../userStatsSchema';
import { apiPath } from './api';

export interface RangeBody {
  start: string;
  end: string;
  platform?: number;
}

const post = <T>(pattern: string, code: string, body: object) => api<T>(apiPath(pattern, code), { method: 'POST', body });
type TokenBody = Omit<TokenQuery, 'country'> & { country?: string[] };

export const userCalls = {
  dau: (code: string, body: RangeBody) => post<{ result: DauRow[] }>(userStatsApi.dailyActiveUser, code, body),
  dailyNewUser: (code: string, body: RangeBody) => post<{ result: DailyNewUserRow[] }>(userStatsApi.dailyNewUser, code, body),
  dailyNewUserTotals: (code: string, body: RangeBody) => post<{ result: TotalsRow[] }>(userStatsApi.dailyNewUserTotals, code, body),
  totals: (code: string, body: RangeBody) => post<{ result: TotalsRow[] }>(userStatsApi.totalUserAndAccount, code, body),
  dailyNewAccount: (code: string, body: RangeBody) => post<{ result: NewAccountRow[] }>(userStatsApi.dailyNewAccount, code, body),
  dailyStats: (code: string, body: DailyStatsQuery) => post<{ result: DailyStatsRow[] }>(userStatsApi.dailyStats, code, body),
  tokens: (code: string, body: TokenBody) => post<TokenResponse>(userStatsApi.dailyUserToken, code, body),
};

/** Runs `call` while `body` is set. */
export function useUserStats<B extends object, T>(code: string, call: (code: string, body: B) => Promise<T>, body: B | null): Loaded<T | null> {
  const key = body ? JSON.stringify(body) : '';
  return useLoad(async () => (body ? call(code, body) : null), [code, call, key]);
}

/** The state's platform ('' all, '1'..'3') as the body's. */
export const platformOf = (p: string): number | undefined => (p ? Number(p) : undefined);
