import { describe, expect, it } from 'vitest';
import { rule } from '../../shared/access';
import type { InstalledNavItem } from '../registry';
import { activeHref, buildNavGroups } from './navModel';

const item = (label: string, path: string, area: string | undefined, pluginId = 'p'): InstalledNavItem => ({
  label,
  path,
  area,
  pluginId,
  rule: rule.signedIn,
  projectScoped: path.startsWith('/:code'),
});
const items = [
  item('Manage projects', '/admin/projects', 'Admin'),
  item('Projects', '/projects', 'Console'),
  item('Overview', '/:code/overview', 'Project'),
  item('Bundles', '/:code/bundles', 'Project', 'bundles'),
];

describe('buildNavGroups', () => {
  it('groups by area with Admin last and fills the project code', () => {
    const groups = buildNavGroups(items, 'jigsaw', () => true);
    expect(groups.map((g) => g.area)).toEqual(['Console', 'Project', 'Admin']);
    expect(groups[1].entries.map((e) => e.href)).toEqual(['/jigsaw/overview', '/jigsaw/bundles']);
  });
  it('hides project items without a project and items not visible', () => {
    const groups = buildNavGroups(items, null, (i) => i.pluginId !== 'bundles' && i.area !== 'Admin');
    expect(groups.map((g) => g.area)).toEqual(['Console']);
  });
  it('finds the active entry', () => {
    const groups = buildNavGroups(items, 'jigsaw', () => true);
    expect(activeHref(groups, '/jigsaw/bundles/4')).toBe('/jigsaw/bundles');
    expect(activeHref(groups, '/projects')).toBe('/projects');
    expect(activeHref(groups, '/projectsx')).toBeNull();
  });
});
