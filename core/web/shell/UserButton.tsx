import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';

function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}

/** The header's avatar and name: the user menu's target. */
export const UserButton = forwardRef<HTMLButtonElement, { name: string } & ComponentPropsWithoutRef<'button'>>(function UserButton(
  { name, ...props },
  ref,
) {
  return (
    <UnstyledButton
      ref={ref}
      aria-label={`${name}: user menu`}
      px={6}
      py={4}
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
      {...props}
    >
      <Group gap={8} wrap="nowrap">
        <Avatar size={30} radius="xl" color="indigo">
          {initials(name)}
        </Avatar>
        <Text size="sm" fw={500} visibleFrom="sm">
          {name}
        </Text>
        <IconChevronDown size={14} />
      </Group>
    </UnstyledButton>
  );
});
