import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL_TYPES, levelTypeDefs, readLevelTypes, writeLevelTypes } from './levelTypes';

describe('level-type filters', () => {
  it('come from the project config, else folder and release', () => {
    expect(levelTypeDefs(undefined)).toBe(DEFAULT_LEVEL_TYPES);
    expect(levelTypeDefs({ levelTypes: 'no' })).toBe(DEFAULT_LEVEL_TYPES);
    expect(
      levelTypeDefs({
        levelTypes: [
          { key: 'props.mode', label: 'Mode', values: ['classic', 'boss'] },
          { key: 'props.pack', label: ' ' },
        ],
      }),
    ).toEqual([
      { key: 'props.mode', label: 'Mode', values: ['classic', 'boss'] },
      { key: 'props.pack', label: 'pack', values: undefined },
    ]);
    // Read through the stats config schema (manage projects refuses these): a list it refuses counts as none.
    for (const bad of [
      [{ key: 'props.mode', values: ['classic', 3] }],
      [{ key: 'level' }],
      [{ key: 'props.mode' }, { key: 'props.mode' }],
      [],
    ]) {
      expect(levelTypeDefs({ levelTypes: bad }), JSON.stringify(bad)).toBe(DEFAULT_LEVEL_TYPES);
    }
    expect(levelTypeDefs({ levelTypes: [{ key: 'nope' }] })).toBe(DEFAULT_LEVEL_TYPES);
  });
  it("fall back to the project's own level types while the config names none", () => {
    const own = [{ key: 'props.category', label: 'Category', values: ['Classic', 'Boss'] }];
    expect(levelTypeDefs({}, own)).toBe(own);
    expect(levelTypeDefs({ levelTypes: [{ key: 'nope' }] }, own)).toBe(own);
    expect(levelTypeDefs({ levelTypes: [{ key: 'props.mode' }] }, own)).toEqual([{ key: 'props.mode', label: 'mode', values: undefined }]);
  });
  it('round-trip through the URL text', () => {
    const text = writeLevelTypes({ 'props.folder': ['F1', 'F2'], 'props.release': [], 'props.mode': ['a,b'] });
    expect(text).toBe('props.folder=F1,F2; props.mode=a b');
    expect(readLevelTypes(text)).toEqual({ 'props.folder': ['F1', 'F2'], 'props.mode': ['a b'] });
    expect(readLevelTypes('')).toEqual({});
    expect(readLevelTypes('broken')).toEqual({});
  });
});
