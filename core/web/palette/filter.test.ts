import { describe, expect, it } from 'vitest';
import { buildCommandIndex, filterCommands, type Searchable } from './filter';

const commands: Searchable[] = [
  { id: 'projects.openProjects', title: 'Open projects', keywords: ['switch'], group: 'Projects' },
  { id: 'projects.manageProjects', title: 'Manage projects', group: 'Projects' },
  { id: 'projects.createProject', title: 'Create project', description: 'New project in the admin area', group: 'Projects' },
  { id: 'bundles.uploadToSandbox', title: 'Upload bundle to sandbox', group: 'Bundles' },
  { id: 'core.toggleColorScheme', title: 'Toggle colour scheme', keywords: ['dark', 'light', 'theme'] },
];
const index = buildCommandIndex(commands);
const ids = (query: string, recent: string[] = []) => filterCommands(index, query, recent).map((c) => c.id);

describe('filterCommands', () => {
  it('keeps the index order for an empty query, recent first', () => {
    expect(ids('')).toEqual(commands.map((c) => c.id));
    expect(ids('  ', ['core.toggleColorScheme', 'projects.createProject'])).toEqual([
      'core.toggleColorScheme',
      'projects.createProject',
      'projects.openProjects',
      'projects.manageProjects',
      'bundles.uploadToSandbox',
    ]);
  });

  it('ranks title prefix over word start over substring over keywords', () => {
    expect(ids('manage')[0]).toBe('projects.manageProjects');
    expect(ids('proj')).toEqual(['projects.openProjects', 'projects.createProject', 'projects.manageProjects']);
    expect(ids('dark')).toEqual(['core.toggleColorScheme']);
    expect(ids('admin')).toEqual(['projects.createProject']);
  });

  it('needs every token to match, in any order', () => {
    expect(ids('sandbox upload')).toEqual(['bundles.uploadToSandbox']);
    expect(ids('upload prod')).toEqual([]);
  });

  it('matches initials and letters in order', () => {
    expect(ids('mp')[0]).toBe('projects.manageProjects');
    expect(ids('tgl')).toEqual(['core.toggleColorScheme']);
  });

  it('boosts recently run commands', () => {
    expect(ids('proj', ['projects.manageProjects'])[0]).toBe('projects.manageProjects');
  });

  it('honours the limit', () => {
    expect(filterCommands(index, '', [], 2)).toHaveLength(2);
    expect(filterCommands(index, 'proj', [], 1)).toHaveLength(1);
  });

  // The time budget is measured by `npm run bench` (DESIGN §10); this checks ranking at that size.
  it('ranks within 2,000 commands', () => {
    const many: Searchable[] = Array.from({ length: 2000 }, (_, i) => ({
      id: `plugin${i % 40}.command${i}`,
      title: `${['Open', 'Upload', 'Create', 'Sync', 'Publish'][i % 5]} ${['bundle', 'folder', 'experiment', 'release'][i % 4]} ${i}`,
      description: `Does thing number ${i} in area ${i % 40}`,
      keywords: ['alpha', 'beta'],
      group: `Plugin ${i % 40}`,
    }));
    const big = buildCommandIndex(many);
    expect(filterCommands(big, 'upload bundle 19', [])[0].title).toMatch(/^Upload bundle 19/);
  });
});
