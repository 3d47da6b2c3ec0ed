// Nav items of the enabled plugins, filtered by can() and the project's disabledPlugins, by area.
import { useMemo } from 'react';
import { Box, NavLink, Stack, Text } from '@mantine/core';
import { useLocation } from 'wouter';
import { canAccess, canUseInProject } from '../access/can';
import { useAccessSnapshot, useCurrentCode } from '../project/hooks';
import { findPlugin, installedNav, preloadScreen } from '../registry';
import { linkProps } from './linkProps';
import { activeHref, buildNavGroups } from './navModel';

export function Navbar({ onNavigate }: { onNavigate: () => void }) {
  const [location, navigate] = useLocation();
  const snap = useAccessSnapshot();
  const code = useCurrentCode();

  const groups = useMemo(
    () =>
      buildNavGroups(installedNav(), code, (item) =>
        item.projectScoped ? canUseInProject(findPlugin(item.pluginId), item.rule, snap, code) : canAccess(item.rule, snap, code),
      ),
    [code, snap],
  );
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
