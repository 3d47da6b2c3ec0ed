import { describe, expect, it } from 'vitest';
import { allItems, baseDefaults, baseItems, fileName, indexItems, lastDays, mainGameOnly, queryBody } from './filters';

const NOW = Date.parse('2026-03-10T23:30:00Z');

describe('URL state of the query bars', () => {
  it('defaults to the last 7 UTC days and no filters', () => {
    expect(lastDays(7, NOW)).toEqual({ start: '2026-03-04', end: '2026-03-10' });
    expect(baseDefaults(7, NOW)).toEqual({ start: '2026-03-04', end: '2026-03-10', version: '', platform: '', country: '', cond: '' });
  });
  it('turns the filters into query items', () => {
    const s = { ...baseDefaults(7, NOW), version: '1.2.0,1.3.0', platform: '2', country: 'US', cond: 'props.folder=F2' };
    expect(baseItems(s)).toEqual({
      ok: true,
      value: [
        { key: 'appVersion', value: ['1.2.0', '1.3.0'] },
        { key: 'platform', value: 2 },
        { key: 'country', value: 'US' },
        { key: 'props.folder', value: 'F2' },
      ],
    });
    expect(baseItems(baseDefaults(7, NOW))).toEqual({ ok: true, value: [] });
  });
  it('reports a bad custom condition or index', () => {
    expect(baseItems({ ...baseDefaults(7, NOW), cond: 'x=1' })).toEqual({ ok: false, error: 'Custom condition: Unknown key: x' });
    expect(indexItems('1-9')).toEqual({ ok: true, value: [{ key: 'level', value: { min: 1, max: 9 } }] });
    expect(indexItems('')).toEqual({ ok: true, value: [] });
    expect(allItems(indexItems('3'), indexItems('oops')).ok).toBe(false);
  });
  it('builds the query body and a CSV file name', () => {
    const s = { start: '2026-03-01', end: '2026-03-02' };
    expect(queryBody(s, [{ key: 'level', value: 1 }], { dimension: 'level', metrics: ['enterUv'] })).toEqual({
      filter: { dimension: 'level', metrics: ['enterUv'], query: [{ key: 'level', value: 1 }] },
      start: '2026-03-01',
      end: '2026-03-02',
    });
    expect(fileName('jigsaw', 'level stats', s)).toBe('jigsaw_level_stats_2026-03-01_2026-03-02.csv');
  });
});

describe('app version order', () => {
  it('puts the newest version first and odd text last', async () => {
    const { compareVersionsDesc } = await import('../../../core/web/analytics/metricsSource');
    expect(['1.9.0', 'beta', '1.10.0', '1.2.0'].sort(compareVersionsDesc)).toEqual(['1.10.0', '1.9.0', '1.2.0', 'beta']);
  });
});

describe('mainGameOnly', () => {
  it("keeps the main game's levels unless the query names an event catalog", () => {
    const main = { key: 'props.catalog', value: [''] };
    expect(mainGameOnly({ ok: true, value: [{ key: 'level', value: 3 }] })).toEqual({
      ok: true,
      value: [{ key: 'level', value: 3 }, main],
    });
    expect(mainGameOnly({ ok: true, value: [{ key: 'props.catalog', value: 'halloween' }] })).toEqual({
      ok: true,
      value: [{ key: 'props.catalog', value: 'halloween' }],
    });
    expect(mainGameOnly({ ok: false, error: 'x' })).toEqual({ ok: false, error: 'x' });
  });
});

describe('levelScope', () => {
  it('says which levels the query counts, read from its catalog filter', async () => {
    const { levelScope, MAIN_GAME_SCOPE, ALL_LEVELS_SCOPE } = await import('./filters');
    expect(levelScope(mainGameOnly({ ok: true, value: [{ key: 'level', value: 3 }] }), ALL_LEVELS_SCOPE)).toBe(
      'Main game levels only; live-event (catalog) levels are excluded',
    );
    expect(levelScope({ ok: true, value: [{ key: 'event', value: 'game_finish' }] }, MAIN_GAME_SCOPE)).toBe(
      'All levels counted: main game and live-event (catalog) levels alike',
    );
    expect(levelScope({ ok: true, value: [{ key: 'props.catalog', value: '' }] }, MAIN_GAME_SCOPE)).toBe(ALL_LEVELS_SCOPE);
    expect(levelScope(mainGameOnly({ ok: true, value: [{ key: 'props.catalog', value: 'halloween' }] }), MAIN_GAME_SCOPE)).toBe(
      'Live-event (catalog) levels of halloween only; main game levels are excluded',
    );
    expect(levelScope({ ok: true, value: [{ key: 'props.catalog', value: ['', 'halloween'] }] }, MAIN_GAME_SCOPE)).toBe(
      'Main game levels and the live event halloween',
    );
    expect(levelScope({ ok: false, error: 'x' }, MAIN_GAME_SCOPE)).toBe(MAIN_GAME_SCOPE);
  });
});
