// Upload page (002 §2): every file uploaded to the project, newest first: thumbnail (images; an
// icon otherwise), file, md5, size, operator, created time and URL with a copy button ('Copied',
// 'Can not copy!'); a switch for only my uploads (by operator mail). Page, size and the switch
// live in the URL. Page sizes 10/20/50/100, default 10.
import { ActionIcon, Anchor, Group, Image, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconFile, IconFileZip, IconFileText } from '@tabler/icons-react';
import { formatBytes } from '../../../../core/shared/bytes';
import { showErrorNotice, toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { DEFAULT_PAGE_SIZE, isImage, MESSAGES, PAGE_SIZES, TOASTS, type UploadedFile } from '../../shared';
import { uploadsApi } from '../api';

/** The address a game client or a colleague opens (absolute). */
const absolute = (url: string) => new URL(url, window.location.origin).href;

async function copyUrl(url: string) {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(absolute(url));
    toast(TOASTS.copied);
  } catch {
    showErrorNotice(MESSAGES.cannotCopy);
  }
}

function FileIcon({ f }: { f: UploadedFile }) {
  if (isImage(f.contentType)) return <Image src={f.url} alt={`Thumbnail of ${f.fileName}`} w={48} h={48} fit="contain" radius="sm" loading="lazy" />;
  const Icon = /zip/i.test(f.contentType) || /\.zip$/i.test(f.fileName) ? IconFileZip : /^text\//i.test(f.contentType) ? IconFileText : IconFile;
  return <Icon size={32} aria-label={`${f.contentType || 'file'} file`} role="img" stroke={1.4} />;
}

export default function UploadsPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState({ pn: '1', ps: String(DEFAULT_PAGE_SIZE), mine: '0' }, { ps: oneOf(PAGE_SIZES), mine: oneOf(['0', '1']) });
  const mine = q.mine === '1' ? '1' : '0';
  const list = useLoad(() => uploadsApi.list(code, { pn: Number(q.pn), ps: Number(q.ps), mine }), [code, q.pn, q.ps, mine]);

  const columns: Column<UploadedFile>[] = [
    { key: 'thumb', header: 'Thumbnail', width: 80, cell: (f) => <FileIcon f={f} /> },
    { key: 'fileName', header: 'File', cell: (f) => <Stack gap={0}><Text size="sm" fw={500}>{f.fileName}</Text><Text size="xs" c="dimmed">{f.contentType}</Text></Stack> },
    { key: 'md5', header: 'md5', width: 150, cell: (f) => <Text size="xs" ff="monospace">{f.md5}</Text> },
    { key: 'size', header: 'Size', width: 90, align: 'right', cell: (f) => <Text size="sm">{formatBytes(f.size)}</Text> },
    { key: 'operator', header: 'Operator', width: 180, cell: (f) => <Stack gap={0}>{f.operatorName && <Text size="sm">{f.operatorName}</Text>}<Text size="xs" c="dimmed">{f.operatorMail || '—'}</Text></Stack> },
    { key: 'createdAt', header: 'Created', width: 170, cell: (f) => <Text size="xs">{formatTime(f.createdAt)}</Text> },
    {
      key: 'url',
      header: 'URL',
      cell: (f) => (
        <Group gap={4} wrap="nowrap">
          <Anchor size="xs" href={f.url} target="_blank" rel="noreferrer" style={{ wordBreak: 'break-all' }}>{f.url}</Anchor>
          <Tooltip label="Copy URL">
            <ActionIcon variant="subtle" aria-label={`Copy the URL of ${f.fileName}`} onClick={() => void copyUrl(f.url)}><IconCopy size={16} /></ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Uploads</ScreenTitle>
        <Switch label="Only my uploads" checked={mine === '1'} onChange={(e) => setQ({ mine: e.currentTarget.checked ? '1' : '0', pn: '1' })} />
      </Group>
      <DataTable
        label="Uploads"
        columns={columns}
        data={list.data?.rows ?? []}
        rowKey={(f) => f.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        emptyText={mine === '1' ? 'You have uploaded no files to this project' : 'No files uploaded to this project yet'}
        server={{ page: Number(q.pn), pageSize: Number(q.ps), total: list.data?.total ?? 0, onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }) }}
      />
    </>
  );
}
