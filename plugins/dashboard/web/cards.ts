// The dashboard's cards (002 "Dashboard"): which figures each shows and which statistics screen it
// opens, by route name (never by importing the stats plugin), with the window and platform as the
// route's params (start, end, platform; finishEvtName for the event screen).
import type { DashboardResponse, FigureId } from '../shared';

export interface CardDef {
  id: string;
  title: string;
  /** The figures the card shows; the first is its headline, all of them are its chart's lines. */
  figures: { id: FigureId; label: string; suffix?: string; digits?: number }[];
  /** The named route it opens and that route's params (besides code). */
  route: string;
  params: (d: DashboardResponse) => Record<string, string>;
  /** Grid columns of 24 from the md breakpoint. */
  span: number;
}

const range = (d: DashboardResponse) => ({ start: d.start, end: d.end });

export const CARDS: CardDef[] = [
  {
    id: 'totalUsers',
    title: 'Total users',
    figures: [
      { id: 'allUser', label: 'All User' },
      { id: 'allAccount', label: 'All Account' },
      { id: 'percent', label: 'Percent', suffix: '%', digits: 2 },
      { id: 'androidUser', label: 'Android users' },
      { id: 'iosUser', label: 'iOS users' },
    ],
    route: 'totalUserAndAccount',
    params: range,
    span: 24,
  },
  { id: 'androidDnu', title: 'Android DNU', figures: [{ id: 'androidDnu', label: 'New users' }], route: 'dailyNewUser', params: (d) => ({ ...range(d), platform: '1' }), span: 8 },
  { id: 'iosDnu', title: 'iOS DNU', figures: [{ id: 'iosDnu', label: 'New users' }], route: 'dailyNewUser', params: (d) => ({ ...range(d), platform: '2' }), span: 8 },
  { id: 'newAccount', title: 'Daily new accounts', figures: [{ id: 'newAccount', label: 'New accounts' }], route: 'dailyNewAccount', params: range, span: 8 },
  { id: 'androidDau', title: 'Android DAU', figures: [{ id: 'androidDau', label: 'Active users' }], route: 'dailyActiveUser', params: (d) => ({ ...range(d), platform: '1' }), span: 8 },
  { id: 'iosDau', title: 'iOS DAU', figures: [{ id: 'iosDau', label: 'Active users' }], route: 'dailyActiveUser', params: (d) => ({ ...range(d), platform: '2' }), span: 8 },
  {
    id: 'finishPerUser',
    title: 'Finishes per user',
    figures: [{ id: 'finishPerUser', label: 'game_finish per user', digits: 2 }],
    route: 'event',
    params: (d) => ({ ...range(d), finishEvtName: d.finishEvent }),
    span: 8,
  },
];

/** A change in percent as shown: '+25.00%', '-100.00%', '0.00%'; '–' when there is none. */
export function changeText(v: number | null): string {
  if (v === null) return '–';
  return `${v > 0 ? '+' : ''}${v.toFixed(2)}%`;
}

/** 002: green up, red down. */
export function changeColor(v: number | null): 'green' | 'red' | 'dimmed' {
  return v === null || v === 0 ? 'dimmed' : v > 0 ? 'green' : 'red';
}

export function valueText(v: number | null, digits = 0, suffix = ''): string {
  if (v === null) return '–';
  return `${v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}${suffix}`;
}
