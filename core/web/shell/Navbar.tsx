// Nav items of the enabled plugins, filtered by can() and the project's disabledPlugins, by area.
import { useMemo } from 'react';
import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { useLocation } from 'wouter';
import { isPluginOff } from '../access/can';
import { useCan, useCurrentProject } from '../project/hooks';
import { findPlugin, installedNav } from '../registry';
import { linkProps } from './linkProps';
import { activeHref, buildNavGroups } from './navModel';

export function Navbar({ onNavigate }: { onNavigate: () => void }) {
  const [location, navigate] = useLocation();
  const can = useCan();
  const { code, project } = useCurrentProject();

  const groups = useMemo(
    () =>
      buildNavGroups(installedNav(), project ? code : null, (item) =>
        item.projectScoped ? !isPluginOff(findPlugin(item.pluginId), project) && can(item.rule, code) : can(item.rule, code),
      ),
    [code, project, can],
  );
  const active = activeHref(groups, location);

  return (
    <ScrollArea type="scroll" component="nav" aria-label="Main">
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
    </ScrollArea>
  );
}
