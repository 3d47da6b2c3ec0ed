import { describe, expect, it } from 'vitest';
import { defineProject, overridesFor, registerProjectModules } from '../../core/shared/overrides';
import { projectsDefaults } from '../../plugins/projects/shared';
import { projectModules } from '../../projects';

describe('per-project overrides', () => {
  it('falls back to the plugin defaults for a project without a module', () => {
    registerProjectModules(projectModules);
    expect(overridesFor('words', 'projects', projectsDefaults)).toEqual(projectsDefaults);
    expect(overridesFor(null, 'projects', projectsDefaults)).toEqual(projectsDefaults);
  });

  it("lays the project's values over the defaults, member by member", () => {
    registerProjectModules(projectModules);
    expect(overridesFor('jigsaw', 'projects', projectsDefaults)).toEqual({ platforms: ['android', 'ios', 'mac'], accentColor: 'grape' });
    expect(overridesFor('tiles', 'projects', projectsDefaults)).toEqual({ platforms: ['android', 'ios'], accentColor: 'teal' });
  });

  it('forgets modules that are no longer registered', () => {
    registerProjectModules([defineProject('words', { projects: { accentColor: 'red' } })]);
    expect(overridesFor('words', 'projects', projectsDefaults).accentColor).toBe('red');
    expect(overridesFor('jigsaw', 'projects', projectsDefaults)).toEqual(projectsDefaults);
  });

  it('keeps one module per project code', () => {
    const codes = projectModules.map((m) => m.code);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
