// The folders screen's buttons beside its title: Tags, Export names and Import names (full rights),
// Random puzzles, Pick puzzles and Create. Export names waits for its job (the button loads), then
// the browser saves the file and the toast says so.
import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconDice5, IconDownload, IconListCheck, IconPlus, IconTags, IconUpload } from '@tabler/icons-react';
import { toast } from '../../../../core/web/notify';
import { paths, TOASTS } from '../../shared';
import { foldersApi } from '../api';
import type { FoldersPageState } from './useFoldersPage';

export function FolderButtons({ page }: { page: FoldersPageState }) {
  const { code, access, setTagsOpen, setImportOpen, setPick, setCreating } = page;
  const [exporting, setExporting] = useState(false);
  const exportNames = async () => {
    setExporting(true);
    try {
      await foldersApi.exportNames(code);
      toast(TOASTS.downloaded);
    } catch {
      // The error notice shows why.
    } finally {
      setExporting(false);
    }
  };
  return (
    <Group gap="xs">
      {access.full && (
        <Button variant="default" leftSection={<IconTags size={16} />} onClick={() => setTagsOpen(true)}>
          Tags
        </Button>
      )}
      {access.full && (
        <Button variant="default" leftSection={<IconDownload size={16} />} loading={exporting} onClick={() => void exportNames()}>
          Export names
        </Button>
      )}
      {access.full && (
        <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setImportOpen(true)}>
          Import names
        </Button>
      )}
      <Button
        variant="default"
        component="a"
        href={paths.randomPuzzles.replace(':code', encodeURIComponent(code))}
        leftSection={<IconDice5 size={16} />}
      >
        Random puzzles
      </Button>
      <Button variant="default" leftSection={<IconListCheck size={16} />} onClick={() => setPick({ target: null })}>
        Pick puzzles
      </Button>
      <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
        Create
      </Button>
    </Group>
  );
}
