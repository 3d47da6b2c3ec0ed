// Tag management (000 §7 "Tags"): the common tags with how many keys carry each; create, rename,
// delete (the keys lose the tag, after a confirmation naming how many).
import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash, IconX } from '@tabler/icons-react';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import type { Tag } from '../../shared';
import { commonApi } from './api';

type TagRow = Tag & { keys: number };

export function TagsModal({
  opened,
  tags,
  onClose,
  onChanged,
}: {
  opened: boolean;
  tags: TagRow[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);

  const create = async () => {
    if (!name.trim()) return setError('Please input tag name');
    setBusy(true);
    try {
      await commonApi.createTag(name.trim());
      toast('CREATED!');
      setName('');
      setError(null);
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  const rename = async () => {
    if (!editing || !editing.name.trim()) return;
    await commonApi.renameTag(editing.id, editing.name.trim());
    toast('UPDATED!');
    setEditing(null);
    onChanged();
  };
  const remove = async (t: TagRow) => {
    const ok = await confirmAction({
      message: `Are you sure to delete the tag ${t.name}?`,
      danger: true,
      details: t.keys ? <Text size="sm">{t.keys} key(s) carry it and lose it.</Text> : undefined,
    });
    if (!ok) return;
    await commonApi.removeTag(t.id);
    toast('DELETED!');
    onChanged();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Tag management" size={560}>
      <Stack gap="sm">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            void create();
          }}
        >
          <Group align="flex-start">
            <TextInput
              style={{ flex: 1 }}
              label="New tag"
              value={name}
              error={error}
              onChange={(e) => {
                setName(e.currentTarget.value);
                setError(null);
              }}
            />
            <Button mt={25} type="submit" loading={busy}>
              Create tag
            </Button>
          </Group>
        </form>
        <Table withTableBorder aria-label="Tags">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Tag</Table.Th>
              <Table.Th w={80}>Keys</Table.Th>
              <Table.Th w={90}>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tags.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={3}>
                  <Text size="sm" c="dimmed">
                    No tags
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {tags.map((t) => (
              <Table.Tr key={t.id}>
                <Table.Td>
                  {editing?.id === t.id ? (
                    <TextInput
                      size="xs"
                      aria-label={`New name of ${t.name}`}
                      value={editing.name}
                      onChange={(e) => setEditing({ id: t.id, name: e.currentTarget.value })}
                      onKeyDown={(e) => e.key === 'Enter' && void rename()}
                    />
                  ) : (
                    t.name
                  )}
                </Table.Td>
                <Table.Td>{t.keys}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {editing?.id === t.id ? (
                      <>
                        <ActionIcon variant="subtle" aria-label={`Save the name of ${t.name}`} onClick={() => void rename()}>
                          <IconCheck size={16} />
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="gray" aria-label="Cancel rename" onClick={() => setEditing(null)}>
                          <IconX size={16} />
                        </ActionIcon>
                      </>
                    ) : (
                      <>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Rename tag ${t.name}`}
                          onClick={() => setEditing({ id: t.id, name: t.name })}
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="red" aria-label={`Delete tag ${t.name}`} onClick={() => void remove(t)}>
                          <IconTrash size={16} />
                        </ActionIcon>
                      </>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Modal>
  );
}
