// The dashboard's cards (002 "Dashboard"): which figures each shows and which statistics screen it
// opens, through one of the plugin's link needs (never by importing the stats plugin), with the
// window and platform as the link's params (start, end, platform; finishEvtName for the events).
import type { LinkNeed } from '../../../core/shared/links';
import { linkNeeds, type DashboardResponse, type FigureId } from '../shared';

/** The screen a card opens: a link need and its params besides the project's code. */
export interface CardLink {
  need: LinkNeed;
  params: (d: DashboardResponse) => Record<string, string>;
}

/** Params typed by the need (all but code, which the page adds). */
const linkTo = <P extends { code: string }>(need: LinkNeed<P>, params: (d: DashboardResponse) => Omit<P, 'code'>): CardLink => ({
  need: need as LinkNeed,
  params: params as (d: DashboardResponse) => Record<string, string>,
});

export interface CardDef {
  id: string;
  title: string;
  /** The figures the card shows; the first is its headline, all of them are its chart's lines. */
  figures: { id: FigureId; label: string; suffix?: string; digits?: number }[];
  link: CardLink;
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
    link: linkTo(linkNeeds.totalUsers, range),
    span: 24,
  },
  {
    id: 'androidDnu',
    title: 'Android DNU',
    figures: [{ id: 'androidDnu', label: 'New users' }],
    link: linkTo(linkNeeds.dailyNewUser, (d) => ({ ...range(d), platform: '1' as const })),
    span: 8,
  },
  {
    id: 'iosDnu',
    title: 'iOS DNU',
    figures: [{ id: 'iosDnu', label: 'New users' }],
    link: linkTo(linkNeeds.dailyNewUser, (d) => ({ ...range(d), platform: '2' as const })),
    span: 8,
  },
  {
    id: 'newAccount',
    title: 'Daily new accounts',
    figures: [{ id: 'newAccount', label: 'New accounts' }],
    link: linkTo(linkNeeds.dailyNewAccount, range),
    span: 8,
  },
  {
    id: 'androidDau',
    title: 'Android DAU',
    figures: [{ id: 'androidDau', label: 'Active users' }],
    link: linkTo(linkNeeds.dailyActiveUser, (d) => ({ ...range(d), platform: '1' as const })),
    span: 8,
  },
  {
    id: 'iosDau',
    title: 'iOS DAU',
    figures: [{ id: 'iosDau', label: 'Active users' }],
    link: linkTo(linkNeeds.dailyActiveUser, (d) => ({ ...range(d), platform: '2' as const })),
    span: 8,
  },
  {
    id: 'finishPerUser',
    title: 'Finishes per user',
    figures: [{ id: 'finishPerUser', label: 'game_finish per user', digits: 2 }],
    link: linkTo(linkNeeds.finishEvents, (d) => ({ ...range(d), finishEvtName: d.finishEvent })),
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
