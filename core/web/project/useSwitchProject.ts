import { useCallback } from 'react';
import { useSetAtom } from 'jotai';
import { useLocation } from 'wouter';
import { canUseInProject } from '../access/can';
import { findPlugin, installedNav, installedRoutes } from '../registry';
import { useResolvedRoute } from '../routing/useResolvedRoute';
import { useAccessSnapshot } from './hooks';
import { storedCodeAtom } from './state';
import { switchTarget, type ScreenRef } from './switchTarget';

/**
 * switchProject(code, { goTo? }): makes `code` the current project. On a project screen it
 * opens the same screen of the new project (or its first allowed screen); `goTo` asks for a
 * particular route pattern instead.
 */
export function useSwitchProject(): (code: string, opts?: { goTo?: string }) => void {
  const [, navigate] = useLocation();
  const setStored = useSetAtom(storedCodeAtom);
  const current = useResolvedRoute();
  const snap = useAccessSnapshot();
  return useCallback(
    (code: string, opts: { goTo?: string } = {}) => {
      setStored(code);
      const canOpen = (s: ScreenRef, c: string) => canUseInProject(findPlugin(s.pluginId), s.rule, snap, c);
      const screens: ScreenRef[] = [...installedNav(), ...installedRoutes()];
      const target = switchTarget({ code, current, goTo: opts.goTo, screens, canOpen });
      if (target) navigate(target);
    },
    [navigate, setStored, current, snap],
  );
}
