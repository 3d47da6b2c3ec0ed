// Nav items of the enabled plugins, filtered by can() and the project's disabledPlugins, by area.
// Shown once what decides them has loaded (the user's projects, the current project's owners and
// locked modules), so the nav does not grow under the user's pointer after its first paint; while
// another project's access loads, the previous items stay.
import { useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Box, NavLink, Stack, Text } from '@mantine/core';
import { useLocation } from 'wouter';
import { canAccess, canUseInProject } from '../access/can';
import { useAccessSnapshot, useCurrentCode } from '../project/hooks';
import { projectsAtom } from '../project/state';
import { findPlugin, installedNav, preloadScreen } from '../registry';
import { linkProps } from './linkProps';
import { activeHref, buildNavGroups, type NavGroup } from './navModel';

export function Navbar({ onNavigate }: { onNavigate: () => void }) {
  const [location, navigate] = useLocation();
  const snap = useAccessSnapshot();
  const code = useCurrentCode();
  const { loaded } = useAtomValue(projectsAtom);
  const ready = loaded && (!code || !!snap.access[code]);

  const computed = useMemo(
    () =>
      ready
        ? buildNavGroups(installedNav(), code, (item) =>
            item.projectScoped ? canUseInProject(findPlugin(item.pluginId), item.rule, snap, code) : canAccess(item.rule, snap, code),
          )
        : null,
    [ready, code, snap],
  );
  // The last groups computed while ready (React's "adjust state during render" pattern).
  const [groups, setGroups] = useState<NavGroup[]>([]);
  if (computed && computed !== groups) setGroups(computed);
  const active = activeHref(groups, location);

  return (
    // A plain scrolling box: Mantine's ScrollArea would add its floating-ui dependency to the first screen.
    <Box component="nav" aria-label="Main" style={{ overflowY: 'auto', flex: 1 }}>
      <Stack gap="md" p="sm">
        {groups.map((group) => (
          <div key={group.area}>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
              {group.area}
            </Text>
            {group.entries.map((entry) => {
              const Icon = entry.item.icon ?? findPlugin(entry.item.pluginId)?.icon;
              return (
                <NavLink
                  key={entry.key}
                  component="a"
                  {...linkProps(entry.href, navigate, onNavigate)}
                  onPointerEnter={() => preloadScreen(entry.href)}
                  onFocus={() => preloadScreen(entry.href)}
                  label={entry.label}
                  leftSection={Icon ? <Icon size={18} stroke={1.5} /> : undefined}
                  active={entry.href === active}
                  aria-current={entry.href === active ? 'page' : undefined}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                />
              );
            })}
          </div>
        ))}
      </Stack>
    </Box>
  );
}
