// The ingestion fast path must never accept what eventSchema refuses, and must give what it gives.
import { describe, expect, it } from 'vitest';
import { eventSchema } from '../../core/shared/eventSchema';
import { demoPlayers, rng } from '../../plugins/stats/server/demoEvents';
import { fastEvent } from '../../core/server/warehouse/fastEvent';

const NOW = Date.UTC(2026, 0, 31);

/** Twists of a valid event: wrong types, edges of every limit, extra keys, odd props. */
const TWISTS: Record<string, unknown>[] = [
  { userId: 42 },
  { userId: '  padded  ' },
  { userId: '' },
  { userId: ' ' },
  { userId: 'x'.repeat(128) },
  { userId: 'x'.repeat(129) },
  { ts: 1.5 },
  { ts: '1' },
  { ts: NOW + 86_400_000 },
  { ts: NOW + 86_400_001 + 3_600_000 * 25 },
  { ts: Date.UTC(2014, 11, 31) },
  { platform: 0 },
  { platform: '1' },
  { platform: 3 },
  { event: '9lives' },
  { event: 'a'.repeat(64) },
  { event: 'a'.repeat(65) },
  { appVersion: ' 1.2.3 ' },
  { appVersion: '1.2 beta' },
  { appVersion: null },
  { appVersion: 'v'.repeat(33) },
  { country: 'fr ' },
  { country: 'x'.repeat(17) },
  { country: 7 },
  { level: null },
  { level: -1 },
  { level: 1_000_000 },
  { level: 1_000_001 },
  { level: 2.5 },
  { puzzleId: 77 },
  { puzzleId: ' p ' },
  { puzzleId: 'p'.repeat(65) },
  { puzzleId: null },
  { duration: null },
  { duration: -0.1 },
  { duration: 30 * 86400 + 1 },
  { duration: '3' },
  { value: null },
  { value: 1e13 },
  { value: -5 },
  { props: {} },
  { props: [] },
  { props: null },
  { props: { a: { b: 1 } } },
  { props: { 'a b': 1 } },
  { props: { a: 'x'.repeat(257) } },
  { props: Object.fromEntries(Array.from({ length: 33 }, (_, i) => [`k${i}`, i])) },
  { props: { ok: true, n: -1.5, s: '' } },
  { extra: 1 },
  { level: undefined, duration: undefined },
];

describe('fastEvent', () => {
  it('agrees with eventSchema on generated events and on every twist of them', () => {
    const random = rng(5);
    let fastHits = 0;
    let checked = 0;
    for (const player of demoPlayers({ code: 'jigsaw', target: 3000, now: NOW })) {
      for (const e of player) {
        const samples: unknown[] = [e];
        if (random() < 0.3) samples.push({ ...e, ...TWISTS[Math.floor(random() * TWISTS.length)] });
        for (const s of samples) {
          const zod = eventSchema.safeParse(s);
          const fast = fastEvent(s, NOW);
          checked += 1;
          if (fast) {
            fastHits += 1;
            expect(zod.success, JSON.stringify(s)).toBe(true);
            expect(fast).toEqual(zod.data);
          }
        }
      }
    }
    for (const t of TWISTS) {
      const s = { event: 'game_enter', userId: 'u', ts: NOW - 1000, platform: 1, ...t };
      const fast = fastEvent(s, NOW);
      const zod = eventSchema.safeParse(s);
      if (fast) expect(zod.success && zod.data, JSON.stringify(t)).toEqual(fast);
    }
    expect(fastHits).toBeGreaterThan(checked * 0.7); // the common event takes the fast path
  });
});
