// The signed-in console: header (project switcher, palette, user menu), navbar, screen.
import type { ReactNode } from 'react';
import { AppShell, Burger, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRocket } from '@tabler/icons-react';
import { useLocation } from 'wouter';
import { PaletteHost } from '../palette/PaletteHost';
import { Navbar } from './Navbar';
import { MAIN_ID, SkipToContent } from './SkipToContent';
import { PaletteButton } from './PaletteButton';
import { ProjectSwitcher } from './ProjectSwitcher';
import { UserMenu } from './UserMenu';

export function Layout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const [, navigate] = useLocation();
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="lg">
      <SkipToContent />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <UnstyledButton onClick={() => navigate('/')} aria-label="LiveOps Console home">
              <Group gap={6} wrap="nowrap">
                <IconRocket size={22} stroke={1.5} color="var(--mantine-primary-color-filled)" />
                <Text fw={700} visibleFrom="sm">
                  LiveOps Console
                </Text>
              </Group>
            </UnstyledButton>
            <ProjectSwitcher />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <PaletteButton />
            <UserMenu />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        <Navbar onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_ID}>{children}</AppShell.Main>
      <PaletteHost />
    </AppShell>
  );
}
