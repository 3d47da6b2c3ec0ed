// Ctrl/⌘K and the header button open the palette. Its code (spotlight, ranking, steps) stays out
// of the first screen's bundle: it loads when the browser is idle, or on the first open if that
// comes sooner; keys typed meanwhile are kept (typeAhead.ts).
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { getHotkeyHandler } from '@mantine/hooks';
import { useSpotlight } from '@mantine/spotlight';
import { whenIdle } from '../idle';
import { palette, paletteStore } from './store';
import { routeTypedAheadKeys } from './typeAhead';

const CommandPalette = lazy(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette })));

export function PaletteHost() {
  const { opened } = useSpotlight(paletteStore);
  const [wanted, setWanted] = useState(false);
  // Works in inputs too: the palette is the way around the console. Listening from the layout
  // effect, not a passive one (Mantine's useHotkeys): the shortcut works from the first painted
  // frame, so a Ctrl+K pressed as soon as the header shows is not lost.
  useLayoutEffect(() => {
    const onKeyDown = getHotkeyHandler([['mod+K', () => palette.toggle()]]);
    document.documentElement.addEventListener('keydown', onKeyDown);
    const stopTypeAhead = routeTypedAheadKeys();
    return () => {
      document.documentElement.removeEventListener('keydown', onKeyDown);
      stopTypeAhead();
    };
  }, []);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  useEffect(() => {
    if (opened) setWanted(true);
  }, [opened]);
  return wanted ? (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  ) : null;
}
