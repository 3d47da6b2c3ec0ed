import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { signOut, useCurrentUser } from '../auth/session';
import { useColorSchemeToggle } from './useColorSchemeToggle';

function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('') || '?';
}

export function UserMenu() {
  const user = useCurrentUser();
  const { scheme, toggle } = useColorSchemeToggle();
  const [, navigate] = useLocation();
  if (!user) return null;
  const logOut = async () => {
    await signOut();
    navigate('/login');
  };
  return (
    <Menu position="bottom-end" width={240} withArrow>
      <Menu.Target>
        <UnstyledButton aria-label="User menu" px={6} py={4} style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar size={30} radius="xl" color="indigo">
              {initials(user.displayName)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm">
              {user.displayName}
            </Text>
            <IconChevronDown size={14} />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="var(--mantine-color-text)">
            {user.displayName}
          </Text>
          <Text size="xs">{user.mail}</Text>
          <Text size="xs">{user.role}</Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={scheme === 'dark' ? <IconSun size={16} /> : <IconMoon size={16} />} onClick={toggle}>
          {scheme === 'dark' ? 'Light scheme' : 'Dark scheme'}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={() => void logOut()}>
          Log out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
