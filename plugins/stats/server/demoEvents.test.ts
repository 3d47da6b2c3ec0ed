import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../core/shared/eventSchema';
import { DEMO_CATALOGS, demoPlayers, DEMO_PROFILES, DEFAULT_PROFILE, isBossLevel } from './demoEvents';

const NOW = Date.UTC(2026, 0, 31, 12);
const DAY = 86_400_000;
const LEVEL_EVENTS = new Set([
  'game_enter',
  'game_section',
  'game_half',
  'game_finish',
  'game_giveup',
  'game_find_item',
  'game_like',
  'game_dislike',
]);

function eventsOf(code: string, target = 20_000): GameEvent[] {
  return [...demoPlayers({ code, target, now: NOW })].flat();
}
const prop = (e: GameEvent, key: string) => (e.props as Record<string, unknown> | undefined)?.[key];

describe('demo events', () => {
  it('tiles count levels from 0 (the console shows them from 1), the others from 1', () => {
    const min = (code: string) =>
      Math.min(
        ...eventsOf(code, 5_000)
          .filter((e) => e.event === 'game_enter')
          .map((e) => e.level!),
      );
    expect(min('tiles')).toBe(0);
    expect(min('words')).toBe(1);
  });

  it('give the level events of pins a category, Boss on the boss levels', () => {
    const p = { ...DEFAULT_PROFILE, ...DEMO_PROFILES.pins };
    const main = eventsOf('pins').filter((e) => LEVEL_EVENTS.has(e.event) && !prop(e, 'catalog'));
    expect(main.length).toBeGreaterThan(1000);
    for (const e of main) expect(prop(e, 'category')).toBe(isBossLevel(e.level!, p) ? 'Boss' : 'Classic');
    expect(new Set(main.map((e) => prop(e, 'category')))).toEqual(new Set(['Classic', 'Boss']));
    expect(eventsOf('words', 5_000).some((e) => prop(e, 'category') !== undefined)).toBe(false);
  });

  it("play the live events' own levels with props.catalog on their days only, every event of an attempt alike", () => {
    const events = eventsOf('jigsaw', 40_000);
    const withCatalog = events.filter((e) => prop(e, 'catalog') !== undefined);
    for (const c of DEMO_CATALOGS) {
      const mine = withCatalog.filter((e) => prop(e, 'catalog') === c.catalog);
      expect(mine.filter((e) => e.event === 'game_enter').length, c.catalog).toBeGreaterThan(20);
      const endDay = Math.floor(NOW / DAY);
      for (const e of mine) {
        expect(LEVEL_EVENTS.has(e.event)).toBe(true);
        expect(e.level).toBeGreaterThanOrEqual(1);
        expect(e.level).toBeLessThanOrEqual(c.levels);
        expect(e.puzzleId).toBe(`${c.catalog}-${e.level}`);
        expect(prop(e, 'folder')).toBeUndefined();
        // An attempt starts on one of the catalog's days (it may end just after midnight).
        if (e.event === 'game_enter') {
          const day = Math.floor(e.ts / DAY);
          expect(day).toBeGreaterThanOrEqual(endDay - c.from);
          expect(day).toBeLessThanOrEqual(endDay - c.to);
        }
      }
    }
    // Attempts stay whole: each (user, puzzle) of a catalog starts with game_enter carrying it.
    const entered = new Set(withCatalog.filter((e) => e.event === 'game_enter').map((e) => `${e.userId}|${e.puzzleId}`));
    for (const e of withCatalog) expect(entered.has(`${e.userId}|${e.puzzleId}`)).toBe(true);
    // Main-game levels never carry a catalog, and the main game goes on beside the event.
    expect(events.filter((e) => e.event === 'game_enter' && !prop(e, 'catalog')).length).toBeGreaterThan(
      withCatalog.filter((e) => e.event === 'game_enter').length * 5,
    );
  });

  it('are the same for the same seed', () => {
    expect(JSON.stringify(eventsOf('pins', 3_000))).toBe(JSON.stringify(eventsOf('pins', 3_000)));
  });
});
