// The file being edited: what it is compared with (its released version, or an empty file and
// why), whether it has unsaved changes, Delete file and Submit, and the diff editor (released on
// the left, current on the right, editable; loaded lazily with Monaco). Before a file is shown,
// a box of the same height keeps the screen from jumping.
import { lazy, Suspense } from 'react';
import { Badge, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { shortCommit } from '../../shared';
import type { ConfigCenterState } from './useConfigCenter';

const ConfigDiffEditor = lazy(() => import('./ConfigDiffEditor'));
export const EDITOR_HEIGHT = 440;

type Props = Pick<ConfigCenterState, 'shown' | 'setDoc' | 'file' | 'env' | 'dirty' | 'saving' | 'submitRef' | 'submit' | 'removeFile'> & {
  dark: boolean;
};

export function FileEditor({ shown, setDoc, file, env, dirty, saving, submitRef, submit, removeFile, dark }: Props) {
  if (!shown) return <Box h={EDITOR_HEIGHT + 40} />;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {shown.released.problem
              ? `Released version unavailable (${shown.released.problem}): comparing with an empty file`
              : shown.released.commitId
                ? `Released: commit ${shortCommit(shown.released.commitId)}${shown.original === '' ? ' (this file is not in it)' : ''}`
                : 'Never released: comparing with an empty file'}
          </Text>
          {dirty ? (
            <Badge color="orange" variant="light">
              Unsaved changes
            </Badge>
          ) : (
            <Badge color="gray" variant="light">
              Submitted
            </Badge>
          )}
        </Group>
        <Group gap="xs">
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} />} onClick={() => void removeFile()}>
            Delete file
          </Button>
          <Button
            ref={submitRef}
            loading={saving}
            data-disabled={!dirty || undefined}
            aria-disabled={!dirty}
            onClick={(e) => (dirty ? void submit() : e.preventDefault())}
          >
            Submit
          </Button>
        </Group>
      </Group>
      <Paper withBorder style={{ overflow: 'hidden' }}>
        <Suspense fallback={<Box h={EDITOR_HEIGHT} />}>
          <ConfigDiffEditor
            key={shown.key}
            fileName={file}
            original={shown.original}
            value={shown.value}
            onChange={(value) => setDoc((d) => (d && d.key === shown.key ? { ...d, value } : d))}
            releasedLabel={
              shown.released.problem
                ? 'released (unavailable: empty)'
                : !shown.released.commitId
                  ? `never released in ${env} (empty)`
                  : `released in ${env} (commit ${shortCommit(shown.released.commitId)}${shown.original === '' ? ', without this file' : ''})`
            }
            currentLabel={`current in ${env}${dirty ? ', unsaved' : ''}`}
            onSave={() => void submit()}
            dark={dark}
            height={EDITOR_HEIGHT}
          />
        </Suspense>
      </Paper>
    </Stack>
  );
}
