import { describe, expect, it } from 'vitest';
import { INDEX_ERROR, parseCondition, parseIndex } from './condition';

describe('parseCondition', () => {
  it('reads key=value parts: values, lists and ranges, numbers for numeric keys', () => {
    expect(parseCondition('props.folder=F1; level=1..50\ncountry=us,fr; platform=2; puzzleId=120')).toEqual({
      ok: true,
      value: [
        { key: 'props.folder', value: 'F1' },
        { key: 'level', value: { min: 1, max: 50 } },
        { key: 'country', value: ['US', 'FR'] },
        { key: 'platform', value: 2 },
        { key: 'puzzleId', value: '120' },
      ],
    });
    expect(parseCondition('level=5..; duration=..30.5; level=1,2')).toEqual({
      ok: true,
      value: [
        { key: 'level', value: { min: 5, max: null } },
        { key: 'duration', value: { min: null, max: 30.5 } },
        { key: 'level', value: [1, 2] },
      ],
    });
    expect(parseCondition('  ')).toEqual({ ok: true, value: [] });
  });
  it('names the first mistake', () => {
    expect(parseCondition('level')).toEqual({ ok: false, error: '"level": write key=value' });
    expect(parseCondition('colour=red')).toEqual({ ok: false, error: 'Unknown key: colour' });
    expect(parseCondition('level=ten')).toEqual({ ok: false, error: 'level takes numbers, not ten' });
    expect(parseCondition('level=a..b')).toEqual({ ok: false, error: 'level: a range is two numbers like 1..50' });
    expect(parseCondition('country=')).toEqual({ ok: false, error: 'country: no value' });
    expect(parseCondition('props.a-b=1').ok).toBe(false);
  });
});

describe('parseIndex', () => {
  it('reads a level, a range or a list', () => {
    expect(parseIndex('12')).toEqual({ ok: true, value: 12 });
    expect(parseIndex(' 1 - 50 ')).toEqual({ ok: true, value: { min: 1, max: 50 } });
    expect(parseIndex('10-')).toEqual({ ok: true, value: { min: 10, max: null } });
    expect(parseIndex('1..5')).toEqual({ ok: true, value: { min: 1, max: 5 } });
    expect(parseIndex('1,5,9')).toEqual({ ok: true, value: [1, 5, 9] });
    expect(parseIndex('')).toEqual({ ok: true, value: null });
  });
  it('refuses anything else', () => {
    for (const t of ['a', '-', '1.5', '1,a']) expect(parseIndex(t)).toEqual({ ok: false, error: INDEX_ERROR });
    // A reversed range says so (issue 9), rather than finding no data.
    for (const t of ['5-1', '5..1'])
      expect(parseIndex(t)).toEqual({ ok: false, error: 'Level index: the start level must not be greater than the end level' });
    expect(parseCondition('level=5..1')).toEqual({ ok: false, error: 'The start level must not be greater than the end level' });
    expect(parseCondition('duration=60..10')).toEqual({ ok: false, error: 'The start duration must not be greater than the end duration' });
  });
});
