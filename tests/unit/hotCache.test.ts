import { describe, expect, it } from 'vitest';
import { clearHotCaches, HOT_MAX_ENTRIES, HOT_TTL_MS, hotCacheOf } from '../../core/server/hotCache';
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

  it('drops the least recently used entry when full, not everything (it cleared all at the limit before)', async () => {
    const cache = hotCacheOf<string>({}, 'full');
    const loaded: string[] = [];
    const load = (k: string) => async () => (loaded.push(k), k);
    for (let i = 0; i < HOT_MAX_ENTRIES; i++) await cache.get(`k${i}`, load(`k${i}`));
    await cache.get('k0', load('k0')); // k0 is now the most recently used; k1 the least
    loaded.length = 0;
    await cache.get('one more', load('one more'));
    await cache.get('k0', load('k0'));
    await cache.get('k2', load('k2'));
    await cache.get('k1', load('k1'));
    expect(loaded).toEqual(['one more', 'k1']);
  });
});
