import { describe, expect, it } from 'vitest';
import { registerProjectModules } from '../../core/shared/overrides';
import { projectModules } from '../../projects';
import { statsDefaults, statsOverrides } from './overrides';

describe('stats overrides', () => {
  it('give the event catalog to the project that has it, and the defaults to the rest', () => {
    registerProjectModules(projectModules);
    expect(statsOverrides('jigsaw').eventCatalog).toBe(true);
    expect(statsOverrides('tiles')).toEqual(statsDefaults);
    expect(statsOverrides(null)).toEqual(statsDefaults);
  });
});
