// Upload page (002 §2): every file uploaded to the project, newest first: thumbnail (images; an
// icon otherwise), file, md5, size, operator, created time and URL with a copy button ('Copied',
// 'Can not copy!'); a switch for only my uploads (by operator mail). Page, size and the switch
// live in the URL. Page sizes 10/20/50/100, default 10.
import { Group, Image, Stack, Switch, Text } from '@mantine/core';
import { IconFile, IconFileZip, IconFileText } from '@tabler/icons-react';
import { formatBytes } from '../../../../core/shared/bytes';
import { CopyableText } from '../../../../core/web/CopyableText';
import { showErrorNotice, toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { DEFAULT_PAGE_SIZE, isImage, MESSAGES, PAGE_SIZES, TOASTS, type UploadedFile } from '../../shared';
import { uploadsApi } from '../api';

/** Long names wrap anywhere (table cells keep text on one line otherwise, widening the table). */
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere' } as const;

/** The address a game client or a colleague opens (absolute). */
const absolute = (url: string) => new URL(url, window.location.origin).href;

/** Copies the (absolute) URL with the spec's toasts. */
async function copyUrl(url: string) {
  try {
    if (!navigator.clipboard) throw new Error('no clipboard');
    await navigator.clipboard.writeText(url);
    toast(TOASTS.copied);
  } catch {
    showErrorNotice(MESSAGES.cannotCopy);
  }
}

function FileIcon({ f }: { f: UploadedFile }) {
  if (isImage(f.contentType))
    return <Image src={f.url} alt={`Thumbnail of ${f.fileName}`} w={48} h={48} fit="contain" radius="sm" loading="lazy" />;
  const Icon =
    /zip/i.test(f.contentType) || /\.zip$/i.test(f.fileName) ? IconFileZip : /^text\//i.test(f.contentType) ? IconFileText : IconFile;
  return <Icon size={32} aria-label={`${f.contentType || 'file'} file`} role="img" stroke={1.4} />;
}

export default function UploadsPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { pn: '1', ps: String(DEFAULT_PAGE_SIZE), mine: '0' },
    { ps: oneOf(PAGE_SIZES), mine: oneOf(['0', '1']) },
  );
  const mine = q.mine === '1' ? '1' : '0';
  const list = useLoad(() => uploadsApi.list(code, { pn: Number(q.pn), ps: Number(q.ps), mine }), [code, q.pn, q.ps, mine]);

  const columns: Column<UploadedFile>[] = [
    { key: 'thumb', header: 'Thumbnail', width: 70, cell: (f) => <FileIcon f={f} /> },
    {
      key: 'fileName',
      header: 'File',
      width: 160,
      cell: (f) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} style={WRAP}>
            {f.fileName}
          </Text>
          <Text size="xs" c="dimmed">
            {f.contentType}
          </Text>
        </Stack>
      ),
    },
    // Hashes and URLs are cut to their column with a copy button, long names wrap: the table fits
    // 1280 px beside the navigation (issue 28: 1,689 px, the URL and its Copy cut off).
    {
      key: 'md5',
      header: 'md5',
      width: 116,
      cell: (f) => <CopyableText value={f.md5} mono maxWidth={64} label={`Copy the md5 of ${f.fileName}`} />,
    },
    {
      key: 'size',
      header: 'Size',
      width: 90,
      align: 'right',
      cell: (f) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatBytes(f.size)}
        </Text>
      ),
    },
    // The operator as other screens show one (their name), the mail under it; a mail alone when no user has it.
    {
      key: 'operator',
      header: 'Operator',
      width: 140,
      cell: (f) => (
        <Stack gap={0}>
          <Text size="sm" style={WRAP}>
            {f.operatorName || f.operatorMail || '—'}
          </Text>
          {f.operatorName && f.operatorMail && (
            <Text size="xs" c="dimmed" style={WRAP}>
              {f.operatorMail}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'createdAt',
      header: 'Created',
      width: 175,
      cell: (f) => (
        <Text size="xs" style={{ whiteSpace: 'nowrap' }}>
          {formatTime(f.createdAt)}
        </Text>
      ),
    },
    {
      key: 'url',
      header: 'URL',
      width: 175,
      cell: (f) => (
        <CopyableText
          value={f.url}
          href={f.url}
          maxWidth={120}
          label={`Copy the URL of ${f.fileName}`}
          copyValue={absolute(f.url)}
          onCopy={(u) => void copyUrl(u)}
        />
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Uploads</ScreenTitle>
        <Switch
          label="Only my uploads"
          checked={mine === '1'}
          onChange={(e) => setQ({ mine: e.currentTarget.checked ? '1' : '0', pn: '1' })}
        />
      </Group>
      <DataTable
        label="Uploads"
        columns={columns}
        data={list.data?.rows ?? []}
        rowKey={(f) => f.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        emptyText={mine === '1' ? 'You have uploaded no files to this project' : 'No files uploaded to this project yet'}
        server={{
          page: Number(q.pn),
          pageSize: Number(q.ps),
          total: list.data?.total ?? 0,
          onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }),
        }}
      />
    </>
  );
}
