// The Common Translate screen's buttons beside its title: Translator, Tags, Excel import, Sync to
// projects (the selected keys) and Create.
import { Button, Group, Tooltip } from '@mantine/core';
import { IconArrowsExchange, IconFileSpreadsheet, IconLanguage, IconPlus, IconTags } from '@tabler/icons-react';
import { Link } from 'wouter';
import { COMMON_SCOPE, paths } from '../../shared';
import type { CommonPageState } from './useCommonPage';

export function CommonButtons({ page }: { page: CommonPageState }) {
  const { setTagsOpen, setImporting, picked, setSyncTarget, openForm } = page;
  return (
    <Group gap="xs">
      <Button variant="default" component={Link} href={`${paths.translator}?code=${COMMON_SCOPE}`} leftSection={<IconLanguage size={16} />}>
        Translator
      </Button>
      <Button variant="default" leftSection={<IconTags size={16} />} onClick={() => setTagsOpen(true)}>
        Tags
      </Button>
      <Button variant="default" leftSection={<IconFileSpreadsheet size={16} />} onClick={() => setImporting(true)}>
        Excel import
      </Button>
      <Tooltip label="Select keys in the table first" disabled={picked.length > 0}>
        <Button
          variant="default"
          leftSection={<IconArrowsExchange size={16} />}
          data-disabled={!picked.length || undefined}
          aria-disabled={!picked.length}
          onClick={() => picked.length && setSyncTarget({ mode: 'pick', keys: picked })}
        >
          Sync to projects{picked.length ? ` (${picked.length})` : ''}
        </Button>
      </Tooltip>
      <Button leftSection={<IconPlus size={16} />} onClick={() => openForm(null)}>
        Create
      </Button>
    </Group>
  );
}
