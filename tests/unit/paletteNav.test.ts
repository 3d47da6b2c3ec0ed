// Every screen is found in the palette by its nav label (issue 9, item 17; issue 28, item 13): over
// every plugin app/ enables, typing a sidebar label as it is shown puts first a command that opens
// that screen and is titled as the sidebar names it (no "Open …" on some, no other spelling), even
// when other commands were run recently.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENABLED_PLUGINS } from '../../app/plugins';
import type { AccessSnapshot } from '../../core/web/access/can';
import type { WebPlugin } from '../../core/web/plugin';
import { buildCommandIndex, filterCommands } from '../../core/web/palette/filter';
import { paletteEntries } from '../../core/web/palette/usePaletteEntries';
import { installedNav, installPlugins } from '../../core/web/registry';

const admin: AccessSnapshot = {
  user: { id: 1, mail: 'admin@example.com', displayName: 'Admin', role: 'ADMIN', rights: [] },
  projects: [{ code: 'jigsaw', nickname: 'Jigsaw', description: '', domain: 0, disabledPlugins: [] }],
  access: { jigsaw: { ownerIds: [], lockedModules: [] } },
};
const noop = { switchProject: () => {}, toggleColorScheme: () => {}, logOut: async () => {} };

describe('palette finds every screen by its nav label', () => {
  beforeAll(async () => {
    const plugins: WebPlugin[] = [];
    for (const id of ENABLED_PLUGINS) {
      const file = path.resolve(__dirname, `../../plugins/${id}/web/index.ts`);
      if (fs.existsSync(file)) plugins.push(((await import(file)) as { default: WebPlugin }).default);
    }
    installPlugins(plugins);
  });

  it('has nav items to check', () => expect(installedNav().length).toBeGreaterThan(20));

  it('puts the screen first for each nav label', () => {
    const index = buildCommandIndex(paletteEntries(admin, 'jigsaw', noop));
    const misses = installedNav()
      .filter((item) => filterCommands(index, item.label)[0]?.command.goTo !== item.path)
      .map((item) => `${item.label} -> ${filterCommands(index, item.label)[0]?.title ?? 'nothing'}`);
    expect(misses).toEqual([]);
  });

  it('titles the first match as the nav label, recent commands or not', () => {
    const entries = paletteEntries(admin, 'jigsaw', noop);
    const index = buildCommandIndex(entries);
    // Every other command run recently: the screen's own still comes first.
    const misses = installedNav().flatMap((item) => {
      const recent = entries
        .filter((e) => e.command.goTo !== item.path)
        .map((e) => e.id)
        .slice(0, 10);
      const first = filterCommands(index, item.label, recent)[0];
      return first?.title === item.label && first.command.goTo === item.path ? [] : [`${item.label} -> ${first?.title ?? 'nothing'}`];
    });
    expect(misses).toEqual([]);
  });

  it('finds a screen by its heading and by the old "Open …" wording too', () => {
    const index = buildCommandIndex(paletteEntries(admin, 'jigsaw', noop));
    const first = (q: string) => filterCommands(index, q)[0]?.command.goTo;
    expect(first('Publish InHouse Ads')).toBe('/:code/in-house-ads');
    expect(first('Services Info')).toBe('/admin/services');
    expect(first('Open jobs')).toBe('/admin/jobs');
    expect(first('Open dashboard')).toBe('/:code/dashboard');
    expect(first('Open ad daily stats')).toBe('/:code/ad-stats/daily');
    expect(first('Open multi-language history')).toBe('/:code/multiLanguage/history');
  });

  it('has a command to create a folder', () => {
    const index = buildCommandIndex(paletteEntries(admin, 'jigsaw', noop));
    expect(filterCommands(index, 'Create folder')[0]).toMatchObject({ id: 'folders.createFolder', title: 'Create folder' });
  });

  it('ranks uploading bundles to sandbox above prod', () => {
    const index = buildCommandIndex(paletteEntries(admin, 'jigsaw', noop));
    expect(
      filterCommands(index, 'upload bundles')
        .map((e) => e.id)
        .slice(0, 2),
    ).toEqual(['bundles.uploadToSandbox', 'bundles.uploadToProd']);
  });
});
