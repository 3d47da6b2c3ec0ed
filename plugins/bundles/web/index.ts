// The bundles plugin's manifest (LiveOps): the screen, and palette commands to open it, create
// a bundle, and upload a platform's bundles to sandbox or prod.
import { IconCloudUpload, IconPackage, IconPackages, IconRocket } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { rollbackCommand } from '../../../core/web/release/commands';
import { definePlugin, type CommandDef } from '../../../core/web/plugin';
import { BUNDLE_PLATFORMS, CONFIRM, PLUGIN_ID, paths, RIGHT_BUNDLES, rights, TOASTS, releases } from '../shared';
import type { Env } from './api';

// The calls load with the command's run, not with the manifest (which is in the first screen).
const api = () => import('./api');

const right = rule.right(RIGHT_BUNDLES);

function uploadCommand(env: Env): CommandDef {
  return {
    id: env === 'sandbox' ? 'bundles.uploadToSandbox' : 'bundles.uploadToProd',
    title: `Upload bundles to ${env}`,
    description: `Publish a platform's bundles to the ${env} game server`,
    keywords: ['bundle', 'publish', 'release', env],
    // Sandbox is the everyday step; prod follows it (and ranks after it).
    priority: env === 'sandbox' ? 1 : 0,
    // Prod is for the project's owners and admins; the server checks the bundle right too.
    rule: env === 'sandbox' ? right : rule.ownerOrAdmin,
    needsProject: true,
    icon: env === 'sandbox' ? IconCloudUpload : IconRocket,
    steps: [
      {
        kind: 'pick',
        id: 'platform',
        title: 'Which platform?',
        load: () => BUNDLE_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label })),
      },
      {
        kind: 'confirm',
        id: 'sure',
        title: `Upload to ${env}`,
        message: (ctx) =>
          env === 'prod'
            ? CONFIRM.uploadProd
            : `Upload the ${BUNDLE_PLATFORMS.find((p) => String(p.value) === ctx.values.platform)?.label} bundles to sandbox?`,
      },
    ],
    run: async (ctx) => {
      await (await api()).bundlesApi.upload(ctx.code ?? '', Number(ctx.values.platform), env);
      ctx.toast(TOASTS.uploaded);
    },
  };
}

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Bundles',
  icon: IconPackages,
  rights,
  nav: [{ label: 'Bundles', path: paths.bundles, rule: right, icon: IconPackages, area: 'LiveOps' }],
  routes: [{ path: paths.bundles, name: 'bundles', title: 'Bundles', rule: right, screen: () => import('./screens/BundlesPage') }],
  commands: [
    {
      id: 'bundles.openBundles',
      title: 'Bundles',
      description: 'Timed bundles: calendar, table, releases',
      keywords: ['bundle', 'calendar', 'timed'],
      rule: right,
      goTo: paths.bundles,
      icon: IconPackages,
    },
    {
      id: 'bundles.createBundle',
      title: 'Create bundle',
      description: 'A Normal or Loop bundle with its resource file',
      keywords: ['bundle', 'new'],
      rule: right,
      goTo: `${paths.bundles}?create=1`,
      icon: IconPackage,
    },
    uploadCommand('sandbox'),
    uploadCommand('prod'),
    rollbackCommand(releases),
  ],
});
