// Every screen is found in the palette by its nav label (issue 9, item 17): over every enabled
// plugin, typing a sidebar label puts a command that opens that screen first.
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

  it('ranks uploading bundles to sandbox above prod', () => {
    const index = buildCommandIndex(paletteEntries(admin, 'jigsaw', noop));
    expect(filterCommands(index, 'upload bundles').map((e) => e.id).slice(0, 2)).toEqual(['bundles.uploadToSandbox', 'bundles.uploadToProd']);
  });
});
