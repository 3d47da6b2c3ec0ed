import { describe, expect, it } from 'vitest';
import { registerProjectModules } from '../../core/shared/overrides';
import { projectModules } from '../../projects';
import { statsDefaults, statsOverrides } from './shared';

describe('stats overrides', () => {
  it('give each project its own cases, and the defaults to the rest', () => {
    registerProjectModules(projectModules);
    expect(statsOverrides('jigsaw')).toEqual({
      ...statsDefaults,
      eventCatalog: true,
      thumbnail: { width: 75, height: 133, scale: 0.1 },
      levelExtraColumns: true,
    });
    expect(statsOverrides('tiles')).toEqual({ ...statsDefaults, levelOffset: 1 });
    expect(statsOverrides('pins').levelTypes.map((t) => [t.label, t.values])).toEqual([
      ['Category', ['Classic', 'Boss']],
      ['Folder', undefined],
      ['Release', undefined],
    ]);
    expect(statsOverrides('words')).toEqual(statsDefaults);
    expect(statsOverrides(null)).toEqual(statsDefaults);
    expect(statsDefaults).toMatchObject({
      eventCatalog: false,
      levelOffset: 0,
      thumbnail: { width: 100, height: 110, scale: 1 },
      levelExtraColumns: false,
    });
  });
});
