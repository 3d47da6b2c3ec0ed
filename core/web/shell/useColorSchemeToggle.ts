import { useCallback } from 'react';
import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';

/** Light/dark, persisted by Mantine's colour-scheme manager (localStorage). */
export function useColorSchemeToggle(): { scheme: 'light' | 'dark'; toggle: () => void } {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const toggle = useCallback(() => setColorScheme(scheme === 'dark' ? 'light' : 'dark'), [scheme, setColorScheme]);
  return { scheme, toggle };
}
