// The project part of the translations manifest: Translate (000 §2.14) in the Content area, and
// palette commands to open it, create a key and find a key by name.
import { IconLanguage, IconPlus, IconSearch } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { paths, RIGHT_TRANSLATE } from '../../shared';

const right = rule.right(RIGHT_TRANSLATE);

export const nav: NavItem[] = [{ label: 'Translate', path: paths.project, rule: right, icon: IconLanguage, area: 'Content' }];
export const routes: RouteDef[] = [
  { path: paths.project, name: 'translate', title: 'Translate', rule: right, screen: () => import('./TranslatePage') },
];
export const commands: CommandDef[] = [
  {
    id: 'translations.openTranslate',
    title: 'Translate',
    description: "The project's translation keys: filters, edit, tags, Excel, publish",
    keywords: ['translation', 'i18n', 'language', 'keys', 'localization'],
    rule: right,
    goTo: paths.project,
    icon: IconLanguage,
    priority: 1,
  },
  {
    id: 'translations.createKey',
    title: 'Create translation key',
    description: 'A new key with its English text',
    keywords: ['translation', 'i18n', 'key', 'new', 'add'],
    rule: right,
    goTo: `${paths.project}?create=1`,
    icon: IconPlus,
  },
  {
    id: 'translations.findKey',
    title: 'Find translation key',
    description: 'Open a key of this project by its name or English text',
    keywords: ['translation', 'i18n', 'key', 'find', 'search'],
    rule: right,
    needsProject: true,
    icon: IconSearch,
    steps: [
      {
        kind: 'pick',
        id: 'key',
        title: 'Key',
        load: async (ctx) => {
          const { projectApi } = await import('./api');
          const { keys } = await projectApi.names(ctx.code ?? '');
          return keys.map((k) => ({ value: String(k.id), label: k.key, description: k.en.slice(0, 80) }));
        },
      },
    ],
    run: (ctx) => {
      const key = ctx.values.key;
      ctx.navigate(`${paths.project.replace(':code', encodeURIComponent(ctx.code ?? ''))}?open=${encodeURIComponent(key)}`);
    },
  },
];
