// The Translate screen's buttons beside its title: Create, Tags, Download Excel (an export job) and Upload Excel, Translate
// (the selected keys; disabled, with the reason, when none is), Publish and History.
import { Button, Group, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCloudUpload, IconDownload, IconHistory, IconLanguage, IconPlus, IconTags, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadJobFile } from '../../../../core/web/jobs/jobFile';
import { toast } from '../../../../core/web/notify';
import { refused } from '../../../../core/web/refused';
import { MESSAGES, TOASTS } from '../../schemas/project';
import { paths } from '../../shared';
import { projectApi } from './api';
import type { TranslatePageState } from './useTranslatePage';

const fill = (path: string, code: string) => path.replace(':code', encodeURIComponent(code));

export function TranslateButtons({ page }: { page: TranslatePageState }) {
  const { code, setQ, setModal, selected } = page;
  const [downloading, setDownloading] = useState(false);
  // The file is made by a job: the button waits for it, then the browser saves it and the toast shows.
  const downloadExcel = () => {
    setDownloading(true);
    downloadJobFile(projectApi.startExcel(code))
      .then(() => toast(TOASTS.downloaded), refused)
      .finally(() => setDownloading(false));
  };
  return (
    <Group gap="xs" wrap="wrap">
      <Button leftSection={<IconPlus size={16} />} onClick={() => setQ({ create: '1' })}>
        Create
      </Button>
      <Button variant="default" leftSection={<IconTags size={16} />} onClick={() => setModal('tags')}>
        Tags
      </Button>
      <Button variant="default" leftSection={<IconDownload size={16} />} loading={downloading} onClick={downloadExcel}>
        Download Excel
      </Button>
      <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setModal('import')}>
        Upload Excel
      </Button>
      {selected.size ? (
        <Button variant="default" leftSection={<IconLanguage size={16} />} onClick={() => setModal('translate')}>
          Translate
        </Button>
      ) : (
        <Tooltip label={MESSAGES.noSelection}>
          <span style={{ display: 'inline-flex' }}>
            <Button variant="default" leftSection={<IconLanguage size={16} />} disabled aria-describedby="translate-needs-selection">
              Translate
            </Button>
            <VisuallyHidden id="translate-needs-selection">{MESSAGES.noSelection}</VisuallyHidden>
          </span>
        </Tooltip>
      )}
      <Button variant="default" leftSection={<IconCloudUpload size={16} />} onClick={() => setModal('publish')}>
        Publish
      </Button>
      <Button variant="default" component="a" href={fill(paths.history, code)} leftSection={<IconHistory size={16} />}>
        History
      </Button>
    </Group>
  );
}
