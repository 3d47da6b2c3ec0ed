// The common part of the translations manifest: Common Translate (admin, 000 §2.2) in the Admin
// area, and palette commands to open it and to create a common key.
import { IconLanguage, IconPlus } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { paths } from '../../shared';

export const nav: NavItem[] = [{ label: 'Common Translate', path: paths.common, rule: rule.admin, icon: IconLanguage, area: 'Admin' }];
export const routes: RouteDef[] = [
  { path: paths.common, name: 'commonTranslate', title: 'Common Translate', rule: rule.admin, screen: () => import('./CommonPage') },
];
export const commands: CommandDef[] = [
  {
    id: 'translations.openCommonTranslate',
    title: 'Common Translate',
    description: 'Shared translation keys, tags and sync to projects',
    keywords: ['translation', 'i18n', 'common', 'keys', 'language'],
    rule: rule.admin,
    goTo: paths.common,
    icon: IconLanguage,
    needsProject: false,
  },
  {
    id: 'translations.createCommonKey',
    title: 'Create common key',
    description: 'A shared translation key with its English text',
    keywords: ['translation', 'i18n', 'key', 'new', 'add'],
    rule: rule.admin,
    goTo: `${paths.common}?create=1`,
    icon: IconPlus,
    needsProject: false,
  },
];
