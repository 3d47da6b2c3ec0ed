// A small story of installs, sessions, push tokens and account links whose user figures (new,
// active, total users and accounts, token rates) are worked out by hand in usersFigures.test.ts and
// tests/api/statsUsers.test.ts. Days 0..5 are 2024-02-29 .. 2024-03-05; the queries ask 1..5, so
// day 0 is "before the range" (it counts in the all-time totals only).
import type { GameEventInput } from '../../core/shared/eventSchema';

export const USER_DAYS = { 0: '2024-02-29', 1: '2024-03-01', 2: '2024-03-02', 3: '2024-03-03', 4: '2024-03-04', 5: '2024-03-05' } as const;

type Who = { platform: 1 | 2 | 3; country: string };
/** Android a1 a2 a3, iOS i1 i2, Mac m1; CN is not in the stats country list (it counts as OTHER). */
export const USERS: Record<string, Who> = {
  a1: { platform: 1, country: 'US' },
  a2: { platform: 1, country: 'GB' },
  a3: { platform: 1, country: 'US' },
  i1: { platform: 2, country: 'US' },
  i2: { platform: 2, country: 'CN' },
  m1: { platform: 3, country: 'FR' },
};

const at = (day: number, minute: number) => Date.UTC(2024, 1, 29 + day, 10, minute);

function ev(userId: string, day: number, minute: number, event: string, extra: Partial<GameEventInput> = {}): GameEventInput {
  return { event, userId, ts: at(day, minute), appVersion: '2.0.0', ...USERS[userId], ...extra };
}

/**
 * m1 installs on day 0 with a token and a Google link, and plays on day 3. a1 installs on day 1
 * with a token, links Facebook on day 2, plays days 1-3. a2 installs on day 1 without a token,
 * finishes level 1 and gives up level 2 that day. i1 installs on day 2 with a token and an Apple
 * link, gives up level 1 on day 2 and finishes it on day 4. i2 installs on day 3 with a token and
 * links Google on day 5. a3 installs on day 3, installs again on day 4 (a reinstall: a new install,
 * not a new user in the totals) and sends its token then.
 */
export const USER_EVENTS: GameEventInput[] = [
  ev('m1', 0, 0, 'install'),
  ev('m1', 0, 1, 'push_token'),
  ev('m1', 0, 2, 'account_link', { props: { extType: 'Google' } }),
  ev('m1', 3, 0, 'session_start'),
  ev('a1', 1, 0, 'install'),
  ev('a1', 1, 1, 'push_token'),
  ev('a1', 1, 2, 'session_start'),
  ev('a1', 2, 0, 'session_start'),
  ev('a1', 2, 1, 'account_link', { props: { extType: 'Facebook' } }),
  ev('a1', 3, 0, 'session_start'),
  ev('a2', 1, 0, 'install'),
  ev('a2', 1, 1, 'session_start'),
  ev('a2', 1, 2, 'game_enter', { level: 1, puzzleId: 'P1' }),
  ev('a2', 1, 3, 'game_finish', { level: 1, puzzleId: 'P1', duration: 20 }),
  ev('a2', 1, 4, 'game_enter', { level: 2, puzzleId: 'P2' }),
  ev('a2', 1, 5, 'game_giveup', { level: 2, puzzleId: 'P2', duration: 9 }),
  ev('i1', 2, 0, 'install'),
  ev('i1', 2, 1, 'push_token'),
  ev('i1', 2, 2, 'account_link', { props: { extType: 'Apple' } }),
  ev('i1', 2, 3, 'session_start'),
  ev('i1', 2, 4, 'game_enter', { level: 1, puzzleId: 'P1' }),
  ev('i1', 2, 5, 'game_giveup', { level: 1, puzzleId: 'P1', duration: 5 }),
  ev('i1', 4, 0, 'session_start'),
  ev('i1', 4, 1, 'game_enter', { level: 1, puzzleId: 'P1' }),
  ev('i1', 4, 2, 'game_finish', { level: 1, puzzleId: 'P1', duration: 40 }),
  ev('i2', 3, 0, 'install'),
  ev('i2', 3, 1, 'push_token'),
  ev('i2', 3, 2, 'session_start'),
  ev('i2', 5, 0, 'account_link', { props: { extType: 'Google' } }),
  ev('i2', 5, 1, 'session_start'),
  ev('a3', 3, 0, 'install'),
  ev('a3', 3, 1, 'session_start'),
  ev('a3', 4, 0, 'install'),
  ev('a3', 4, 1, 'push_token'),
  ev('a3', 4, 2, 'session_start'),
];
