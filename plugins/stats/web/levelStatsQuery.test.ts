import { describe, expect, it } from 'vitest';
import { LEVEL_EXTRA_METRICS, LEVEL_TABLE_METRICS } from '../shared';
import { difficultyRows } from './difficulty';
import { levelStatsDefaults, levelStatsItems, levelStatsMetrics, levelStatsQuery } from './levelStatsQuery';
import { levelLink, levelStepError } from './links';

const NOW = Date.parse('2026-03-10T12:00:00Z');

describe('level statistics query', () => {
  it('asks every level-row field once (duration is the median) plus the configured metrics', () => {
    const metrics = levelStatsMetrics(['coins']);
    expect(metrics).toContain('enterUv');
    expect(metrics).toContain('giveUpPv');
    expect(metrics).toContain('duration_median');
    expect(metrics).not.toContain('duration');
    expect(metrics.at(-1)).toBe('coins');
    expect(metrics).toHaveLength(LEVEL_TABLE_METRICS.length);
  });
  it('adds the one project’s extra columns after the standard and configured ones', () => {
    const metrics = levelStatsMetrics(['coins'], true);
    expect(metrics.slice(0, LEVEL_TABLE_METRICS.length)).toEqual(levelStatsMetrics(['coins']));
    expect(metrics.slice(LEVEL_TABLE_METRICS.length)).toEqual(LEVEL_EXTRA_METRICS);
    expect(LEVEL_EXTRA_METRICS).toEqual([
      'folderName',
      'name',
      'skillLevelName',
      'lost',
      'dur_per_uv',
      'finishRetry',
      'finishDuration',
      'afterFailUv',
      'afterFailPv',
      'afterFinishUv',
      'afterFinishPv',
    ]);
    expect(levelStatsQuery(levelStatsDefaults(NOW), [], [], true).filter.metrics).toEqual(levelStatsMetrics([], true));
  });
  it('filters by level kind only where the project config has boss levels', () => {
    const s = { ...levelStatsDefaults(NOW), lk: 'boss' };
    expect(levelStatsItems(s, false, true)).toEqual({
      ok: true,
      value: [
        { key: 'levelKind', value: 'boss' },
        { key: 'props.catalog', value: [''] },
      ],
    });
    expect(levelStatsItems(s, false, false)).toEqual({ ok: true, value: [{ key: 'props.catalog', value: [''] }] });
    expect(levelStatsItems({ ...s, lk: '' }, false, true)).toEqual({ ok: true, value: [{ key: 'props.catalog', value: [''] }] });
    expect(levelStatsItems({ ...s, lk: 'giant' }, false, true)).toEqual({ ok: true, value: [{ key: 'props.catalog', value: [''] }] });
  });
  it('adds level types and, with the event catalog, the catalog and input index', () => {
    const s = { ...levelStatsDefaults(NOW), lt: 'props.folder=F1', cat: 'event', ecat: 'halloween', index: '1-20' };
    expect(levelStatsItems(s, true)).toEqual({
      ok: true,
      value: [
        { key: 'props.folder', value: 'F1' },
        { key: 'props.catalog', value: 'halloween' },
        { key: 'level', value: { min: 1, max: 20 } },
      ],
    });
    // Without the override (or with the Level choice) the catalog fields do not count.
    // Without a catalog the main game's levels only, unless the condition names a catalog itself.
    expect(levelStatsItems(s, false)).toEqual({
      ok: true,
      value: [
        { key: 'props.folder', value: 'F1' },
        { key: 'props.catalog', value: [''] },
      ],
    });
    expect(levelStatsItems({ ...s, cat: 'level' }, true)).toEqual({
      ok: true,
      value: [
        { key: 'props.folder', value: 'F1' },
        { key: 'props.catalog', value: [''] },
      ],
    });
    expect(levelStatsItems({ ...s, cat: 'level', cond: 'props.catalog=halloween' }, true)).toEqual({
      ok: true,
      value: [
        { key: 'props.catalog', value: 'halloween' },
        { key: 'props.folder', value: 'F1' },
      ],
    });
    expect(levelStatsItems({ ...s, index: 'x' }, true).ok).toBe(false);
    expect(levelStatsItems({ ...s, ecat: '' }, true)).toEqual({ ok: false, error: 'Choose an event catalog' });
  });
  it('groups by level with the median duration', () => {
    const s = levelStatsDefaults(NOW);
    expect(levelStatsQuery(s, [], [])).toMatchObject({
      filter: { dimension: 'level', orderBy: 'level', fractions: [0.5], query: [] },
      start: '2026-03-04',
      end: '2026-03-10',
    });
  });
});

describe('new difficulty distribution', () => {
  it('orders Easy, Medium, Hard, Expert and fills the missing ones', () => {
    const rows = difficultyRows([
      { 'props.difficulty': 'Hard', lvNum: 3, enterUv: 9, enterPv: 12, finishUv: 4, finishUvRate: 0.44, duration_median: 80 },
      { 'props.difficulty': '', lvNum: 1, enterUv: 1, enterPv: 1, finishUv: 0, finishUvRate: 0, duration_median: null },
      { 'props.difficulty': 'easy', lvNum: 5, enterUv: 20, enterPv: 22, finishUv: 20, finishUvRate: 1, duration_median: 30 },
    ]);
    expect(rows.map((r) => r.difficulty)).toEqual(['Easy', 'Medium', 'Hard', 'Expert']);
    expect(rows[0]).toMatchObject({ lvNum: 5, enterUv: 20 });
    expect(rows[1]).toEqual({
      difficulty: 'Medium',
      lvNum: 0,
      enterUv: 0,
      enterPv: 0,
      finishUv: 0,
      finishUvRate: null,
      duration_median: null,
    });
    expect(rows[2]).toMatchObject({ enterUv: 9, finishUvRate: 0.44 });
  });
});

describe('palette: stats for a level', () => {
  it('takes a whole level index and links to level statistics filtered to it', () => {
    expect(levelStepError('12')).toBeNull();
    expect(levelStepError(' 7 ')).toBeNull();
    expect(levelStepError('1.5')).toBe('Type a level index (a whole number)');
    expect(levelStepError('')).toBe('Type a level index (a whole number)');
    expect(levelLink('jigsaw', ' 12 ')).toBe('/jigsaw/stats/level?cond=level%3D12');
  });
});
