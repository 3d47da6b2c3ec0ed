// Confirmations with the spec's texts, and a secret (a new password) shown exactly once.
import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';

/**
 * Resolves true when the user confirms. `danger` paints the confirm button red. `details` goes
 * below the message (the spec's text stays as it is): a warning, what the action touches.
 */
export function confirmAction(opts: {
  title?: string;
  message: string;
  confirm?: string;
  danger?: boolean;
  details?: ReactNode;
}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: opts.title ?? 'Please confirm',
      children: opts.details ? (
        <Stack gap="sm">
          <Text size="sm">{opts.message}</Text>
          {opts.details}
        </Stack>
      ) : (
        <Text size="sm">{opts.message}</Text>
      ),
      labels: { confirm: opts.confirm ?? 'OK', cancel: 'Cancel' },
      confirmProps: { color: opts.danger ? 'red' : undefined },
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    });
  });
}

/** Shows a generated secret (a password, a key, a token) once, with a copy button; it is not kept anywhere. */
export function showSecretOnce(
  title: string,
  label: string,
  secret: string,
  note = 'It is shown only now. Pass it on safely; the user can change it later.',
): void {
  modals.open({
    title,
    closeOnClickOutside: false,
    children: (
      <Stack>
        <Text size="sm">{label}</Text>
        {/* A long key (a server key, an API token) wraps: nothing of it may hide past the edge. */}
        <Code block fz="lg" data-testid="secret" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {secret}
        </Code>
        <Text size="xs" c="dimmed">
          {note}
        </Text>
        <Group justify="flex-end">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button onClick={() => modals.closeAll()}>Done</Button>
        </Group>
      </Stack>
    ),
  });
}
