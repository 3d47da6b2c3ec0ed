// Tag management (full rights): add (max 12 characters, 'tag already exists'), delete (a tag in
// use asks 'This tag is using!' first).
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { CONFIRM, MESSAGES, TAG_MAX, TOASTS, tagColor, type FolderTag } from '../../shared';
import { foldersApi } from '../api';

export function TagsModal({
  code,
  opened,
  tags,
  onClose,
  onChanged,
}: {
  code: string;
  opened: boolean;
  tags: FolderTag[];
  onClose: () => void;
  onChanged: () => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    const n = name.trim();
    if (!n) return setError(MESSAGES.tagRequired);
    if (n.length > TAG_MAX) return setError(MESSAGES.tagTooLong);
    if (tags.some((t) => t.name === n)) return setError(MESSAGES.tagExists);
    setError(null);
    await foldersApi.addTag(code, n);
    setName('');
    toast(TOASTS.created);
    onChanged();
  };
  const remove = async (t: FolderTag) => {
    const ok = await confirmAction({ message: t.used > 0 ? CONFIRM.tagInUse : CONFIRM.delete, danger: true });
    if (!ok) return;
    await foldersApi.removeTag(code, t.id, t.used > 0);
    toast(TOASTS.deleted);
    onChanged();
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Tags" size={800}>
      <Stack>
        <Group align="flex-start">
          <TextInput
            label="New tag"
            data-autofocus
            value={name}
            maxLength={TAG_MAX + 8}
            error={error}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && void add()}
            style={{ flex: 1 }}
          />
          <Button mt={25} onClick={() => void add()}>
            Add
          </Button>
        </Group>
        {tags.length === 0 && (
          <Text c="dimmed" size="sm">
            No tags yet
          </Text>
        )}
        <Group gap="xs">
          {tags.map((t) => (
            <Badge
              key={t.id}
              color={tagColor(t.name)}
              variant="light"
              size="lg"
              rightSection={
                <ActionIcon size="xs" variant="transparent" color="dark" aria-label={`Delete tag ${t.name}`} onClick={() => void remove(t)}>
                  <IconTrash size={12} />
                </ActionIcon>
              }
            >
              {t.name} ({t.used})
            </Badge>
          ))}
        </Group>
      </Stack>
    </Modal>
  );
}
