// Tabs that filter what the screen shows (a platform, an environment, a view): real ARIA tabs
// that own their panel. The screen's filtered content goes inside as children and is shown in the
// selected tab's panel; every other tab has an empty, hidden panel, so no tab's aria-controls
// points to nothing. The shown panel keeps one React key across changes, so switching tabs
// re-renders the content (new data) instead of mounting it again.
import type { ReactNode } from 'react';
import { Stack, Tabs, type MantineSpacing, type TabsProps } from '@mantine/core';

export interface FilterTab {
  value: string;
  label: ReactNode;
}

export interface FilterTabsProps extends Omit<TabsProps, 'value' | 'onChange' | 'children' | 'keepMounted'> {
  value: string;
  onChange: (value: string) => void;
  tabs: readonly FilterTab[];
  /** The content the tabs filter, shown in the selected tab's panel. */
  children: ReactNode;
  /** Space between the tab list and the content (and between the content's parts with `stack`). */
  gap?: MantineSpacing;
  /** Lay the content out as a Stack (for screens that are a Stack themselves). */
  stack?: boolean;
}

const SHOWN = '\u0000shown';

export function FilterTabs({ value, onChange, tabs, children, gap = 'md', stack, 'aria-label': label, ...rest }: FilterTabsProps) {
  return (
    <Tabs {...rest} value={value} onChange={(next) => next !== null && onChange(next)}>
      {/* The name is the tab list's: on the root (a plain div) screen readers ignored it. */}
      <Tabs.List mb={gap} aria-label={label}>
        {tabs.map((t) => (
          <Tabs.Tab key={t.value} value={t.value}>
            {t.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel key={SHOWN} value={value}>
        {stack ? <Stack gap={gap}>{children}</Stack> : children}
      </Tabs.Panel>
      {tabs
        .filter((t) => t.value !== value)
        .map((t) => (
          <Tabs.Panel key={t.value} value={t.value}>
            {null}
          </Tabs.Panel>
        ))}
    </Tabs>
  );
}

/** The environment tabs of the screens that show one environment at a time. */
export const SANDBOX_PROD_TABS: readonly FilterTab[] = [
  { value: 'sandbox', label: 'Sandbox' },
  { value: 'prod', label: 'Prod' },
];
