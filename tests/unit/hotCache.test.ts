import { describe, expect, it } from 'vitest';
import { clearHotCaches, HOT_TTL_MS, hotCacheOf } from '../../core/server/hotCache';
import { manualClock } from '../support/clock';

describe('hot cache', () => {
  it('serves a stored value until a write clears it', async () => {
    const cache = hotCacheOf<number>({}, 'x');
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load)).toBe(1);
    clearHotCaches();
    expect(await cache.get('k', load)).toBe(2);
  });

  it('does not store a load that overlapped a clear (it may have read the old row)', async () => {
    const cache = hotCacheOf<string>({}, 'x');
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = () => r('old'))));
    clearHotCaches();
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('k', async () => 'new')).toBe('new');
  });

  it('keeps one cache per owner and does not store what keep() refuses', async () => {
    const a = hotCacheOf<string | null>({}, 'p');
    const b = hotCacheOf<string | null>({}, 'p');
    await a.get('k', async () => 'a');
    expect(await b.get('k', async () => 'b')).toBe('b');
    await a.get(
      'missing',
      async () => null,
      (v) => v !== null,
    );
    expect(
      await a.get(
        'missing',
        async () => 'now',
        (v) => v !== null,
      ),
    ).toBe('now');
  });

  it('loads again once an entry is HOT_TTL_MS old on its clock (what another process wrote shows then)', async () => {
    const clock = manualClock();
    const cache = hotCacheOf<number>({}, 'ttl', clock.now);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load)).toBe(1);
    await clock.advance(HOT_TTL_MS - 1);
    expect(await cache.get('k', load)).toBe(1);
    await clock.advance(1);
    expect(await cache.get('k', load)).toBe(2);
  });
});
