// The publish part of the translations manifest: the multi-language history screen, and the
// palette's open history, publish to sandbox and roll back.
import { IconCloudUpload, IconHistory } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import { rollbackCommand } from '../../../../core/web/release/commands';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { PUBLISH_MESSAGES, PUBLISH_TOAST, paths, publishRef, RIGHT_TRANSLATE } from '../../shared';

const right = rule.right(RIGHT_TRANSLATE);
const TITLE = 'Multi-language history';

export const nav: NavItem[] = [{ label: TITLE, path: paths.history, rule: right, icon: IconHistory, area: 'Content' }];
export const routes: RouteDef[] = [
  { path: paths.history, name: 'multiLanguageHistory', title: TITLE, rule: right, screen: () => import('./screens/HistoryPage') },
];
export const commands: CommandDef[] = [
  {
    id: 'translations.openHistory',
    title: 'Multi-language history',
    description: 'Published i18n versions, their diffs and rollback',
    keywords: ['translations', 'i18n', 'history', 'diff', 'versions'],
    rule: right,
    goTo: paths.history,
    icon: IconHistory,
  },
  {
    id: 'translations.publishToSandbox',
    title: 'Publish translations to sandbox',
    description: 'Check every language with the publish gate and publish the i18n files',
    keywords: ['translations', 'i18n', 'publish', 'sandbox', 'release'],
    priority: 1,
    rule: right,
    needsProject: true,
    icon: IconCloudUpload,
    steps: [
      {
        kind: 'text',
        id: 'name',
        title: 'Publish name',
        placeholder: 'e.g. Spring event texts',
        validate: (v) => (v.trim() ? null : PUBLISH_MESSAGES.nameRequired),
      },
      {
        kind: 'confirm',
        id: 'sure',
        title: 'Confirm',
        message: ({ values }) =>
          `Publish ${values.name.trim()} to sandbox? The gate refuses it if a text has a problem (open Multi-language history > Publish to review them).`,
      },
    ],
    run: async (ctx) => {
      // Loaded with the run, not the manifest (which is in the first screen).
      const { publishApi } = await import('./api');
      const r = await publishApi.publish(ctx.code ?? '', { name: ctx.values.name, env: 'sandbox' });
      ctx.toast(PUBLISH_TOAST(r.version.name, r.version.env, r.languages.length, r.keys, r.version.fallbacks.length));
    },
  },
  rollbackCommand(publishRef),
];
