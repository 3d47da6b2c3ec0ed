// The tag manager (000 §2.14, §7 "Tags"): create, rename and delete the project's tags; deleting
// one in use names how many keys carry it ("This tag is using!", 001 §5) before it goes.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Table, Text, TextInput, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import type { ProjectTag } from '../../endpoints/project';
import { CONFIRM, MESSAGES, TAG_MAX, TOASTS } from '../../schemas/project';
import { projectApi } from './api';

export function TagsModal({
  code,
  opened,
  tags,
  onClose,
  onChanged,
}: {
  code: string;
  opened: boolean;
  tags: ProjectTag[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (f: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await f();
      toast(message);
      onChanged();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async () => {
    if (!name.trim()) return setError(MESSAGES.tagRequired);
    setError(null);
    if (await run(() => projectApi.createTag(code, name.trim()), TOASTS.created)) setName('');
  };
  const rename = async () => {
    if (!editing) return;
    if (!editing.name.trim()) return;
    if (await run(() => projectApi.renameTag(code, editing.id, editing.name.trim()), TOASTS.updated)) setEditing(null);
  };
  const remove = async (t: ProjectTag) => {
    if (!(await confirmAction({ title: 'WARNING!', message: CONFIRM.deleteTag(t.used), danger: true }))) return;
    await run(() => projectApi.removeTag(code, t.id), TOASTS.deleted);
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Tags" size={600}>
      <Stack>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <Group align="flex-start">
            <TextInput
              label="New tag"
              style={{ flex: 1 }}
              maxLength={TAG_MAX}
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error}
            />
            <Button mt={25} type="submit" loading={busy}>
              Add tag
            </Button>
          </Group>
        </form>
        {tags.length === 0 ? (
          <Text c="dimmed" size="sm">
            No tags yet
          </Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Tag</Table.Th>
                <Table.Th>Keys</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tags.map((t) => (
                <Table.Tr key={t.id}>
                  <Table.Td>
                    {editing?.id === t.id ? (
                      <TextInput
                        size="xs"
                        aria-label={`New name of ${t.name}`}
                        maxLength={TAG_MAX}
                        value={editing.name}
                        onChange={(e) => setEditing({ ...editing, name: e.currentTarget.value })}
                        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), void rename())}
                      />
                    ) : (
                      <Badge variant="light" tt="none">
                        {t.name}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{t.used}</Table.Td>
                  <Table.Td>
                    <Group gap={4} justify="flex-end" wrap="nowrap">
                      {editing?.id === t.id ? (
                        <>
                          <Tooltip label="Save">
                            <ActionIcon aria-label={`Save tag ${t.name}`} onClick={() => void rename()} loading={busy}>
                              <IconCheck size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Cancel">
                            <ActionIcon variant="default" aria-label={`Cancel renaming ${t.name}`} onClick={() => setEditing(null)}>
                              <IconX size={16} />
                            </ActionIcon>
                          </Tooltip>
                        </>
                      ) : (
                        <Tooltip label="Rename">
                          <ActionIcon
                            variant="subtle"
                            aria-label={`Rename tag ${t.name}`}
                            onClick={() => setEditing({ id: t.id, name: t.name })}
                          >
                            <IconPencil size={16} />
                          </ActionIcon>
                        </Tooltip>
                      )}
                      <Tooltip label="Delete">
                        <ActionIcon variant="subtle" color="red" aria-label={`Delete tag ${t.name}`} onClick={() => void remove(t)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Modal>
  );
}
