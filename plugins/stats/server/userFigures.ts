// The users-and-engagement figures (shared.ts), each composed of metrics queries (the one
// compiler, so DuckDB and ClickHouse agree): a query by day per platform, country, account type or
// level, put together per day. Every day of the range has a row (0 where nothing happened).
import type { Warehouse } from '../../../core/server/warehouse/types';
import { runMetricsQuery } from '../../../core/server/warehouse/metrics/run';
import { metricsQuerySchema, type MetricsQueryInput, type MetricsRow } from '../../../core/shared/metrics';
import { STATS_COUNTRIES, type PlatformRange, type TokenQuery } from '../schemas';
import {
  ACCOUNT_TYPES,
  type DailyNewUserRow,
  type DailyStatsRow,
  type DauRow,
  type NewAccountRow,
  type TokenResponse,
  type TokenRow,
  type TotalsRow,
} from '../shared';

type Item = NonNullable<MetricsQueryInput['filter']['query']>[number];
interface Range {
  start: string;
  end: string;
}

/** At most this many countries get a column of their own (one query each). */
export const MAX_COUNTRY_COLUMNS = 50;
/** The column that takes every country the list does not name (002 §9 lists it last). */
const OTHER = 'OTHER';

const DAY = 86_400_000;
export function everyDay(r: Range): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${r.start}T00:00:00Z`), last = Date.parse(`${r.end}T00:00:00Z`); t <= last; t += DAY)
    out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** 6 decimals, as the metrics answer. */
const ratio = (a: number, b: number) => (b ? Math.round((a / b) * 1e6) / 1e6 : null);
const num = (v: MetricsRow[string] | undefined) => (typeof v === 'number' ? v : Number(v ?? 0) || 0);

export class UserFigures {
  constructor(
    private readonly wh: Warehouse,
    private readonly code: string,
  ) {}

  /** One metrics query by day: the rows keyed by day. */
  private async byDay(r: Range, metrics: string[], query: Item[] = []): Promise<Map<string, MetricsRow>> {
    const q = metricsQuerySchema.parse({ filter: { dimension: 'day', metrics, query }, start: r.start, end: r.end });
    const rows = await runMetricsQuery(this.wh, this.code, q);
    return new Map(rows.map((row) => [String(row.day), row]));
  }

  private platform(p: number | undefined): Item[] {
    return p ? [{ key: 'platform', value: p }] : [];
  }

  /** 001 "Daily active user": users with any event, per day. */
  async dau(q: PlatformRange): Promise<DauRow[]> {
    const rows = await this.byDay(q, ['uv'], this.platform(q.platform));
    return everyDay(q).map((date) => ({ date, count: num(rows.get(date)?.uv) }));
  }

  /**
   * 002 "Daily new user": installs per day, in all and per listed country; OTHER (when listed)
   * takes what the other countries leave, so the columns add up to the total.
   */
  async dailyNewUsers(q: PlatformRange, listed: readonly string[]): Promise<DailyNewUserRow[]> {
    const countries = (listed.length ? [...new Set(listed)] : [...STATS_COUNTRIES]).slice(0, MAX_COUNTRY_COLUMNS);
    const named = countries.filter((c) => c !== OTHER);
    const base = this.platform(q.platform);
    const [total, ...perCountry] = await Promise.all([
      this.byDay(q, ['installUv'], base),
      ...named.map((c) => this.byDay(q, ['installUv'], [...base, { key: 'country', value: c }])),
    ]);
    return everyDay(q).map((date) => {
      const all = num(total.get(date)?.installUv);
      const own = new Map(named.map((c, i) => [c, num(perCountry[i].get(date)?.installUv)]));
      const rest = all - [...own.values()].reduce((a, b) => a + b, 0);
      return {
        date,
        total: all,
        countryStats: countries.map((country) => ({ country, installed: country === OTHER ? rest : own.get(country)! })),
      };
    });
  }

  /** All-time users and accounts up to each day, in all and per platform. */
  async totals(q: Range): Promise<TotalsRow[]> {
    const m = ['totalUsers', 'totalAccounts'];
    const [all, android, ios, mac] = await Promise.all([this.byDay(q, m), ...[1, 2, 3].map((p) => this.byDay(q, m, this.platform(p)))]);
    const get = (rows: Map<string, MetricsRow>, date: string, k: string) => num(rows.get(date)?.[k]);
    return everyDay(q).map((date) => ({
      date,
      users: get(all, date, 'totalUsers'),
      accounts: get(all, date, 'totalAccounts'),
      androidUsers: get(android, date, 'totalUsers'),
      androidAccounts: get(android, date, 'totalAccounts'),
      iosUsers: get(ios, date, 'totalUsers'),
      iosAccounts: get(ios, date, 'totalAccounts'),
      macUsers: get(mac, date, 'totalUsers'),
      macAccounts: get(mac, date, 'totalAccounts'),
    }));
  }

  /** 002 "Daily new account": users linking an account of each type (account_link props.extType), per day. */
  async newAccounts(q: PlatformRange): Promise<NewAccountRow[]> {
    const byType = await Promise.all(
      ACCOUNT_TYPES.map((t) => this.byDay(q, ['accountLinkUv'], [...this.platform(q.platform), { key: 'props.extType', value: t }])),
    );
    return everyDay(q).flatMap((date) =>
      ACCOUNT_TYPES.map((extType, i) => ({ date, extType, count: num(byType[i].get(date)?.accountLinkUv) })),
    );
  }

  /**
   * 001 "Daily stats": installs, DAU, the share of the day's players who finished a level, and per
   * level of `levels` the share of its players who finished it that day.
   */
  async daily(
    q: PlatformRange & { country?: string[]; appVersion?: string[]; levels: { from: number; to: number } },
  ): Promise<DailyStatsRow[]> {
    const filters: Item[] = [...this.platform(q.platform)];
    if (q.country?.length) filters.push({ key: 'country', value: q.country });
    if (q.appVersion?.length) filters.push({ key: 'appVersion', value: q.appVersion });
    const levels = Array.from({ length: q.levels.to - q.levels.from + 1 }, (_, i) => q.levels.from + i);
    const [base, ...perLevel] = await Promise.all([
      this.byDay(q, ['installUv', 'uv', 'enterUv', 'finishUv'], filters),
      ...levels.map((level) => this.byDay(q, ['enterUv', 'finishUv'], [...filters, { key: 'level', value: level }])),
    ]);
    const finish = (row: MetricsRow | undefined) => {
      const players = num(row?.enterUv);
      const finishers = num(row?.finishUv);
      return { players, finishers, finishRate: ratio(finishers, players) };
    };
    return everyDay(q).map((date) => {
      const row = base.get(date);
      return {
        date,
        installs: num(row?.installUv),
        dau: num(row?.uv),
        ...finish(row),
        levels: levels.map((level, i) => ({ level, ...finish(perLevel[i].get(date)) })),
      };
    });
  }

  /** 001 "Daily user token": installs and push tokens per day, and the last 7 and 30 days up to the end. */
  async tokens(q: TokenQuery): Promise<TokenResponse> {
    const filters: Item[] = [...this.platform(q.platform), ...(q.country?.length ? [{ key: 'country', value: q.country }] : [])];
    const m = ['installUv', 'pushTokenUv'];
    const window = { start: shiftDay(q.end, -29), end: q.end };
    const [rows, last30] = await Promise.all([this.byDay(q, m, filters), this.byDay(window, m, filters)]);
    const row = (installed: number, tokenRetrieved: number) => ({ installed, tokenRetrieved, rate: ratio(tokenRetrieved, installed) });
    const sum = (days: number) => {
      const from = shiftDay(q.end, 1 - days);
      let installed = 0;
      let tokens = 0;
      for (const [day, r] of last30)
        if (day >= from) {
          installed += num(r.installUv);
          tokens += num(r.pushTokenUv);
        }
      return row(installed, tokens);
    };
    const result: TokenRow[] = everyDay(q).map((date) => ({
      date,
      ...row(num(rows.get(date)?.installUv), num(rows.get(date)?.pushTokenUv)),
    }));
    return { result, day7: sum(7), day30: sum(30) };
  }
}
