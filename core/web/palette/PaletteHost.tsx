// Ctrl/⌘K and the header button open the palette; its code (spotlight, ranking, steps) loads
// on first use, keeping it out of the first screen's bundle.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useHotkeys } from '@mantine/hooks';
import { useSpotlight } from '@mantine/spotlight';
import { palette, paletteStore } from './store';

const CommandPalette = lazy(() => import('./CommandPalette').then((m) => ({ default: m.CommandPalette })));

export function PaletteHost() {
  const { opened } = useSpotlight(paletteStore);
  const [wanted, setWanted] = useState(false);
  // Works in inputs too: the palette is the way around the console.
  useHotkeys([['mod+K', () => palette.toggle()]], []);
  useEffect(() => {
    if (opened) setWanted(true);
  }, [opened]);
  return wanted ? (
    <Suspense fallback={null}>
      <CommandPalette />
    </Suspense>
  ) : null;
}
