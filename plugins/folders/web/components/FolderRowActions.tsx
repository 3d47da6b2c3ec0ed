// A folder row's actions: Details, Edit and the more-menu (Translations, Attributes, Sort, Copy,
// Pick puzzles, Delete) when the row may change, the refusal's badge when not, and Save and Cancel
// while the row is being edited inline.
import { ActionIcon, Badge, Group, Menu, Tooltip } from '@mantine/core';
import { IconCheck, IconDots, IconEye, IconPencil, IconX } from '@tabler/icons-react';
import type { Folder } from '../../shared';
import type { FoldersPageState } from './useFoldersPage';

export function FolderRowActions({ folder: f, page }: { folder: Folder; page: FoldersPageState }) {
  const { access, draft, saving, saveEdit, setDraft, setDetails, startEdit, setTrans, setAttr, setSortOf, copy, data, setPick, remove } =
    page;
  const name = f.name.en ?? String(f.id);
  const why = access.refusal(f);
  if (draft?.id === f.id) {
    return (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        <Tooltip label="Save">
          <ActionIcon aria-label={`Save ${name}`} loading={saving} onClick={() => void saveEdit(f)}>
            <IconCheck size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Cancel">
          <ActionIcon variant="default" aria-label={`Cancel editing ${name}`} onClick={() => setDraft(null)}>
            <IconX size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <Tooltip label="Details">
        <ActionIcon variant="subtle" aria-label={`Details of ${name}`} onClick={() => setDetails(f)}>
          <IconEye size={16} />
        </ActionIcon>
      </Tooltip>
      {!why && (
        <>
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={() => startEdit(f)}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`More actions for ${name}`}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => setTrans(f)}>Translations</Menu.Item>
              <Menu.Item onClick={() => setAttr(f)}>Attributes</Menu.Item>
              {access.full && <Menu.Item onClick={() => setSortOf(f)}>Sort</Menu.Item>}
              {access.full && data?.copyEnabled && <Menu.Item onClick={() => void copy(f)}>Copy</Menu.Item>}
              <Menu.Item onClick={() => setPick({ target: f })}>Pick puzzles</Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" onClick={() => void remove(f)}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </>
      )}
      {why && (
        <Tooltip label={why}>
          <Badge variant="outline" color="gray">
            {f.locked ? 'locked' : 'read-only'}
          </Badge>
        </Tooltip>
      )}
    </Group>
  );
}
