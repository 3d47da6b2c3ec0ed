// The mt part of the translations manifest: the translator page (admins), the common screen's
// header button's target (000 §2.2), and its palette command.
import { IconLanguage } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { COMMON_SCOPE, paths } from '../../shared';

export const nav: NavItem[] = [];
export const routes: RouteDef[] = [
  { path: paths.translator, name: 'translator', title: 'Translator', rule: rule.admin, screen: () => import('./TranslatorPage') },
];
export const commands: CommandDef[] = [
  {
    id: 'translations.openTranslator',
    title: 'Translator',
    description: 'Machine-translate the common keys',
    keywords: ['machine translation', 'deepl', 'translate', 'common', 'languages'],
    rule: rule.admin,
    needsProject: false,
    icon: IconLanguage,
    goTo: `${paths.translator}?code=${COMMON_SCOPE}`,
  },
];
