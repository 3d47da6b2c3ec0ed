// What the palette lists: every enabled plugin's commands plus core's built-ins, already
// filtered for this user and project.
import { IconArrowRight, IconHome, IconLogout, IconPalette, IconSwitchHorizontal } from '@tabler/icons-react';
import { rule } from '../../shared/access';
import type { ProjectSummary } from '../../shared/project';
import type { CommandDef, IconComponent } from '../plugin';
import type { InstalledRoute } from '../registry';
import type { Searchable } from './filter';

export interface PaletteEntry extends Searchable {
  command: CommandDef;
  group: string;
  icon?: IconComponent;
}

/** `aliases`: the nav labels and title of the screen it opens (the palette finds a screen by its sidebar name and its heading). */
export function entryOf(command: CommandDef, group: string, icon?: IconComponent, aliases?: readonly string[]): PaletteEntry {
  return {
    id: command.id,
    title: command.title,
    description: command.description,
    keywords: command.keywords,
    group,
    icon: command.icon ?? icon,
    command,
    aliases,
    priority: command.priority,
  };
}

export interface BuiltinDeps {
  /** Screens the user may open now (no params besides :code), not already offered by a plugin command. */
  screens: readonly InstalledRoute[];
  /** The nav labels of a route pattern. */
  navLabels: (path: string) => readonly string[];
  pluginTitle: (pluginId: string) => string;
  projects: readonly ProjectSummary[];
  currentCode: string | null;
  switchProject: (code: string) => void;
  toggleColorScheme: () => void;
  logOut: () => Promise<void>;
}

export function builtinEntries(deps: BuiltinDeps): PaletteEntry[] {
  // Titled as the sidebar names the screen (its title as the screen shows it is an alias).
  const goTo = deps.screens.map((route) =>
    entryOf(
      {
        id: `core.open:${route.path}`,
        title: deps.navLabels(route.path)[0] ?? route.title,
        description: `Go to screen · ${deps.pluginTitle(route.pluginId)}`,
        keywords: ['go', 'open', 'screen', route.path],
        rule: route.rule,
        goTo: route.path,
      },
      'Go to',
      IconArrowRight,
      [...deps.navLabels(route.path), route.title],
    ),
  );
  const consoleCommands: CommandDef[] = [
    {
      id: 'core.goHome',
      title: 'Home',
      description: 'Go to the home page',
      keywords: ['start', 'hello'],
      rule: rule.signedIn,
      goTo: '/',
      icon: IconHome,
    },
    {
      id: 'core.switchProject',
      title: 'Switch project',
      description: 'Make another project the current one',
      keywords: ['project', 'change', 'game'],
      rule: rule.signedIn,
      icon: IconSwitchHorizontal,
      steps: [
        {
          kind: 'pick',
          id: 'code',
          title: 'Choose a project',
          load: () =>
            deps.projects.map((p) => ({
              value: p.code,
              label: `${p.code} · ${p.nickname || p.code}`,
              description: p.code === deps.currentCode ? `Current project · ${p.description}` : p.description,
            })),
        },
      ],
      run: (ctx) => deps.switchProject(ctx.values.code),
    },
    {
      id: 'core.toggleColorScheme',
      title: 'Toggle colour scheme',
      keywords: ['dark', 'light', 'theme', 'color'],
      rule: rule.signedIn,
      icon: IconPalette,
      run: deps.toggleColorScheme,
    },
    {
      id: 'core.logOut',
      title: 'Log out',
      keywords: ['sign out', 'logout', 'exit'],
      rule: rule.signedIn,
      icon: IconLogout,
      run: deps.logOut,
    },
  ];
  return [...goTo, ...consoleCommands.map((c) => entryOf(c, 'Console'))];
}
