// The online releases plugin's manifest: the v1 screen (000 §2.12) and the v2 screen (001), the
// palette's create and open, and the release commands (rollback).
import { IconCloudUpload, IconPackages, IconPlus } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { rollbackCommand } from '../../../core/web/release/commands';
import { definePlugin, type CommandContext } from '../../../core/web/plugin';
import { canUpload, PLUGIN_ID, RIGHT_ONLINE_RELEASES, paths, releases, rights } from '../shared';

// The calls load with the command's run, not with the manifest (which is in the first screen).
const api = () => import('./api');

/** Sandbox releases not uploaded yet (the first 100), as palette choices. */
async function uploadable(ctx: CommandContext) {
  const { onlineApi } = await api();
  const { rows } = await onlineApi.list(ctx.code ?? '', 'sandbox', 1, 100);
  return rows.filter(canUpload).map((r) => ({ value: String(r.id), label: `${r.name} (#${r.id})`, description: r.releaseType }));
}

const right = rule.right(RIGHT_ONLINE_RELEASES);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Online releases',
  icon: IconCloudUpload,
  rights,
  nav: [
    { label: 'Online release', path: paths.onlineReleases, rule: right, icon: IconCloudUpload, area: 'Content' },
    { label: 'Online releases V2', path: paths.onlineReleasesV2, rule: right, icon: IconPackages, area: 'Content' },
  ],
  routes: [
    {
      path: paths.onlineReleases,
      name: 'online_release',
      title: 'Online release',
      rule: right,
      screen: () => import('./screens/OnlineReleasesPage'),
    },
    {
      path: paths.onlineReleasesV2,
      name: 'online_release_v2',
      title: 'Online releases V2',
      rule: right,
      screen: () => import('./screens/OnlineReleasesV2Page'),
    },
  ],
  commands: [
    {
      id: 'online-releases.createOnlineRelease',
      title: 'Create online release',
      description: 'New sandbox online release from a file or a published release',
      keywords: ['online', 'release', 'new', 'upload'],
      rule: right,
      goTo: `${paths.onlineReleases}?create=1`,
      icon: IconPlus,
    },
    {
      id: 'online-releases.createGeneralRelease',
      title: 'Create general release (V2)',
      description: 'New general release: a manual file or a local release',
      keywords: ['online', 'release', 'v2', 'build'],
      rule: right,
      goTo: `${paths.onlineReleasesV2}?create=1`,
      icon: IconPlus,
    },
    {
      id: 'online-releases.uploadOnlineRelease',
      title: 'Upload online release to sandbox …',
      description: 'Pick a sandbox online release not uploaded yet and upload it',
      keywords: ['online', 'release', 'publish', 'sandbox'],
      rule: right,
      needsProject: true,
      icon: IconCloudUpload,
      steps: [{ kind: 'pick', id: 'release', title: 'Which online release?', load: uploadable }],
      run: async (ctx) => {
        const { onlineApi } = await api();
        const r = await onlineApi.upload(ctx.code ?? '', Number(ctx.values.release), 'sandbox');
        ctx.toast(`Uploaded (returnId ${r.returnId})`);
      },
    },
    rollbackCommand(releases),
  ],
});
