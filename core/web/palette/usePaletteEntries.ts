import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { canAccess, canUseInProject, type AccessSnapshot } from '../access/can';
import { signOut } from '../auth/session';
import type { CommandDef } from '../plugin';
import { useAccessSnapshot, useCurrentCode } from '../project/hooks';
import { projectsAtom } from '../project/state';
import { accessPending } from '../routing/gate';
import { useSwitchProject } from '../project/useSwitchProject';
import { findPlugin, installedCommands, installedNav, installedRoutes } from '../registry';
import { needsOnlyCode } from '../routing/match';
import { useColorSchemeToggle } from '../shell/useColorSchemeToggle';
import { builtinEntries, entryOf, type BuiltinDeps, type PaletteEntry } from './entries';

type Actions = Pick<BuiltinDeps, 'switchProject' | 'toggleColorScheme' | 'logOut'>;

/**
 * The commands this user may run here: project commands need a visible current project whose
 * plugin is on. A screen is found by its nav label too (the name the sidebar gives it).
 */
export function paletteEntries(snap: AccessSnapshot, code: string | null, actions: Actions): PaletteEntry[] {
  const allowed = (c: Pick<CommandDef, 'rule' | 'needsProject' | 'goTo'>, pluginId: string) => {
    const needsProject = c.needsProject ?? !!c.goTo?.startsWith('/:code');
    return needsProject ? canUseInProject(findPlugin(pluginId), c.rule, snap, code) : canAccess(c.rule, snap, code);
  };
  const labels = new Map<string, string[]>();
  for (const item of installedNav()) labels.set(item.path, [...(labels.get(item.path) ?? []), item.label]);
  const navLabels = (path: string) => labels.get(path) ?? [];
  const commands = installedCommands().filter((c) => allowed(c, c.pluginId));
  const offered = new Set(commands.map((c) => c.goTo).filter(Boolean));
  const screens = installedRoutes().filter(
    (r) => needsOnlyCode(r.path) && !offered.has(r.path) && allowed({ rule: r.rule, needsProject: r.projectScoped }, r.pluginId),
  );
  const builtins = builtinEntries({
    screens,
    navLabels,
    pluginTitle: (id) => findPlugin(id)?.title ?? id,
    projects: snap.projects,
    currentCode: code,
    ...actions,
  });
  // A command that opens a screen is found by the screen's nav label and its heading too.
  const titles = new Map(installedRoutes().map((r) => [r.path, r.title]));
  const screenNames = (goTo: string) => [...navLabels(goTo), ...(titles.has(goTo) ? [titles.get(goTo)!] : [])];
  return [
    ...commands.map((c) => entryOf(c, c.pluginTitle, findPlugin(c.pluginId)?.icon, c.goTo ? screenNames(c.goTo) : undefined)),
    ...builtins,
  ];
}

export function usePaletteEntries(): PaletteEntry[] {
  const snap = useAccessSnapshot();
  const code = useCurrentCode();
  const switchProject = useSwitchProject();
  const { toggle } = useColorSchemeToggle();
  const [, navigate] = useLocation();

  return useMemo(
    () =>
      paletteEntries(snap, code, {
        switchProject,
        toggleColorScheme: toggle,
        logOut: async () => {
          await signOut();
          navigate('/login');
        },
      }),
    [snap, code, switchProject, toggle, navigate],
  );
}

/**
 * Whether the commands are all known: nothing the current project's access depends on is still
 * on its way (the same wait as a screen's, routing/gate.ts).
 * Until then the palette lists none, and an Enter typed meanwhile waits for them (CommandPalette).
 */
export function usePaletteReady(): boolean {
  const snap = useAccessSnapshot();
  const { loaded } = useAtomValue(projectsAtom);
  return !accessPending(useCurrentCode(), { ...snap, projectsLoaded: loaded });
}
