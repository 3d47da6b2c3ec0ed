import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { canAccess, canUseInProject } from '../access/can';
import { signOut } from '../auth/session';
import type { CommandDef } from '../plugin';
import { useAccessSnapshot, useCurrentCode } from '../project/hooks';
import { useSwitchProject } from '../project/useSwitchProject';
import { findPlugin, installedCommands, installedRoutes } from '../registry';
import { needsOnlyCode } from '../routing/match';
import { useColorSchemeToggle } from '../shell/useColorSchemeToggle';
import { builtinEntries, entryOf, type PaletteEntry } from './entries';

/** The commands this user may run here: project commands need a visible current project whose plugin is on. */
export function usePaletteEntries(): PaletteEntry[] {
  const snap = useAccessSnapshot();
  const code = useCurrentCode();
  const switchProject = useSwitchProject();
  const { toggle } = useColorSchemeToggle();
  const [, navigate] = useLocation();

  return useMemo(() => {
    const allowed = (c: Pick<CommandDef, 'rule' | 'needsProject' | 'goTo'>, pluginId: string) => {
      const needsProject = c.needsProject ?? !!c.goTo?.startsWith('/:code');
      return needsProject ? canUseInProject(findPlugin(pluginId), c.rule, snap, code) : canAccess(c.rule, snap, code);
    };
    const commands = installedCommands().filter((c) => allowed(c, c.pluginId));
    const offered = new Set(commands.map((c) => c.goTo).filter(Boolean));
    const screens = installedRoutes().filter(
      (r) => needsOnlyCode(r.path) && !offered.has(r.path) && allowed({ rule: r.rule, needsProject: r.projectScoped }, r.pluginId),
    );
    const builtins = builtinEntries({
      screens,
      pluginTitle: (id) => findPlugin(id)?.title ?? id,
      projects: snap.projects,
      currentCode: code,
      switchProject,
      toggleColorScheme: toggle,
      logOut: async () => {
        await signOut();
        navigate('/login');
      },
    });
    return [...commands.map((c) => entryOf(c, c.pluginTitle, findPlugin(c.pluginId)?.icon)), ...builtins];
  }, [snap, code, switchProject, toggle, navigate]);
}
