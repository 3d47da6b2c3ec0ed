// A puzzle's translations: one row per language (en cannot be removed).
import { useState } from 'react';
import { ActionIcon, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { ModalActions } from './ModalActions';
import { IconTrash } from '@tabler/icons-react';
import { toast } from '../../../../core/web/notify';
import { MESSAGES, TOASTS, type Puzzle } from '../../shared';
import { puzzlesApi } from '../api';
import { useSubmit } from './useSubmit';

export function TransModal({
  opened,
  code,
  folderId,
  puzzle,
  onClose,
  onSaved,
}: {
  /** Closed, it stays mounted: Mantine then gives focus back to the control that opened it. */
  opened: boolean;
  code: string;
  folderId: number;
  puzzle: Puzzle;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [rows, setRows] = useState(Object.entries(puzzle.name).map(([language, trans]) => ({ language, trans })));
  const s = useSubmit(async () => {
    await puzzlesApi.translations(code, folderId, puzzle.id, { rows });
    toast(TOASTS.success);
    onSaved();
  });
  const set = (i: number, k: 'language' | 'trans', v: string) => setRows((r) => r.map((x, j) => (j === i ? { ...x, [k]: v } : x)));
  return (
    <Modal opened={opened} onClose={onClose} title={`Translations of puzzle ${puzzle.id}`} size="lg">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void s.run();
        }}
        noValidate
      >
        <Stack>
          {rows.map((r, i) => (
            <Group key={i} align="flex-end">
              <TextInput
                label="Language"
                withAsterisk
                value={r.language}
                disabled={r.language === 'en' && i === rows.findIndex((x) => x.language === 'en')}
                onChange={(e) => set(i, 'language', e.currentTarget.value)}
                w={110}
                error={!r.language && s.error ? MESSAGES.languageTransRequired : undefined}
              />
              <TextInput
                label="Trans"
                withAsterisk
                value={r.trans}
                onChange={(e) => set(i, 'trans', e.currentTarget.value)}
                style={{ flex: 1 }}
                error={!r.trans && s.error ? MESSAGES.transRequired : undefined}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Remove ${r.language || 'row'}`}
                disabled={r.language === 'en'}
                onClick={() => setRows((x) => x.filter((_, j) => j !== i))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Button variant="default" size="xs" w="fit-content" onClick={() => setRows((r) => [...r, { language: '', trans: '' }])}>
            Add language
          </Button>
          <ModalActions error={s.error} onCancel={onClose}>
            <Button type="submit" loading={s.busy}>
              Save
            </Button>
          </ModalActions>
        </Stack>
      </form>
    </Modal>
  );
}
