// The user menu itself (display name, colour scheme, logout). Loaded on first use.
import { Menu, Text } from '@mantine/core';
import { IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { signOut, useCurrentUser } from '../auth/session';
import { UserButton } from './UserButton';
import { useColorSchemeToggle } from './useColorSchemeToggle';

export default function UserMenuDropdown() {
  const user = useCurrentUser();
  const { scheme, toggle } = useColorSchemeToggle();
  const [, navigate] = useLocation();
  if (!user) return null;
  const logOut = async () => {
    await signOut();
    navigate('/login');
  };
  return (
    <Menu position="bottom-end" width={240} withArrow defaultOpened>
      <Menu.Target>
        <UserButton name={user.displayName} />
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
