// Where switching project goes (pure). On a `/:code/...` screen: the same screen of the new
// project when it may be opened there, else the project's first screen. Elsewhere: stay.
import { fillPath } from '../../shared/plugin';
import type { AccessRule } from '../../shared/access';
import { needsOnlyCode, type RouteParams } from '../routing/match';

export interface ScreenRef {
  path: string;
  rule: AccessRule;
  pluginId: string;
  projectScoped: boolean;
}

export interface SwitchInput {
  code: string;
  /** The route of the current location, if it is a plugin route. */
  current: { route: ScreenRef; params: RouteParams } | null;
  /** Open this route pattern in the new project when allowed (e.g. a project card opens the overview). */
  goTo?: string;
  /** In navbar order first, then the remaining routes. */
  screens: readonly ScreenRef[];
  canOpen: (screen: ScreenRef, code: string) => boolean;
}

/** The new path, or null to stay where the user is. */
export function switchTarget({ code, current, goTo, screens, canOpen }: SwitchInput): string | null {
  const openable = (s: ScreenRef | undefined): s is ScreenRef => !!s && s.projectScoped && needsOnlyCode(s.path) && canOpen(s, code);
  const firstScreen = () => {
    const first = screens.find(openable);
    return first ? fillPath(first.path, { code }) : '/';
  };
  if (goTo) {
    const wanted = screens.find((s) => s.path === goTo);
    return openable(wanted) ? fillPath(goTo, { code }) : firstScreen();
  }
  if (!current?.route.projectScoped) return null;
  return openable(current.route) ? fillPath(current.route.path, { code }) : firstScreen();
}
