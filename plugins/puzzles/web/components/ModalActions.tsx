// The last lines of a puzzles modal: the server's message when the submit failed (announced), then Cancel and
// the modal's own buttons (its submit, and any other).
import type { ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';

export function ModalActions({ error, onCancel, children }: { error?: string; onCancel: () => void; children: ReactNode }) {
  return (
    <>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        {children}
      </Group>
    </>
  );
}
