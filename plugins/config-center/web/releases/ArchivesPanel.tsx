// The Archives History table (001 "Config center"): Id, CommitId (8 characters, the full one
// copyable), version, note, operator, created, released (lock), live, download (a job); and "Release"
// on any archive not live now (an earlier one is the rollback). Prod: owners and admins only,
// else the button is disabled with the reason. A failed load leaves the table empty (001 l.389).
import { ActionIcon, Badge, Button, Code, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload, IconLock, IconLockOpen } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { PROD_OWNERS_ONLY } from '../../../../core/shared/access';
import { confirmAction } from '../../../../core/web/dialogs';
import { call } from '../../../../core/web/http';
import { downloadJobFile } from '../../../../core/web/jobs/jobFile';
import { toast } from '../../../../core/web/notify';
import { refused } from '../../../../core/web/refused';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { oneOf, positiveInt, useQueryState } from '../../../../core/web/useQueryState';
import { useLoad } from '../../../../core/web/useLoad';
import { releaseEndpoints } from '../../endpoints/releases';
import { ARCHIVES_PAGE_SIZE, ARCHIVES_PAGE_SIZES, archiveFileName, shortCommit, type ArchiveRow, type CcEnv } from '../../shared';
import { releaseConfirmation, RELEASED_TOAST } from './texts';

export interface ArchivesPanelProps {
  code: string;
  env: CcEnv;
  nameSpace: string;
  /** Whether the user may release on this env (prod: owners and admins). */
  canRelease: boolean;
  /** Bumped by the screen when an archive was made elsewhere (the create archive modal): reload. */
  reloadKey: number;
  /** After a release or a rollback: the screen reloads the released content of the diff. */
  onReleased: () => void;
}

export function ArchivesPanel({ code, env, nameSpace, canRelease, reloadKey, onReleased }: ArchivesPanelProps) {
  const [q, setQ] = useQueryState({ apn: '1', aps: String(ARCHIVES_PAGE_SIZE) }, { apn: positiveInt(), aps: oneOf(ARCHIVES_PAGE_SIZES) });
  const pn = Number(q.apn);
  const ps = Number(q.aps);
  const [tick, setTick] = useState(0);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [downloadingId, setDownloadingId] = useState<number | null>(null);
  // The zip is made by a job: the icon waits for it, then the browser saves it.
  const download = (id: number) => {
    setDownloadingId(id);
    downloadJobFile(call(releaseEndpoints.download, { params: { code, id: String(id) } }))
      .catch(refused)
      .finally(() => setDownloadingId(null));
  };
  const loaded = useLoad(
    () => call(releaseEndpoints.archives, { params: { code }, query: { env, nameSpace, pn, ps } }).then((r) => r.payload),
    [code, env, nameSpace, pn, ps, reloadKey, tick],
  );
  // Another namespace or env starts on its first page.
  const place = `${code}/${env}/${nameSpace}`;
  const [shownPlace, setShownPlace] = useState(place);
  useEffect(() => {
    if (place === shownPlace) return;
    setShownPlace(place);
    if (q.apn !== '1') setQ({ apn: '1' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per namespace or env shown; q and setQ are new each render
  }, [place]);

  // 001 l.389: a failed load keeps the table empty (the error notice said why).
  const rows = loaded.error ? [] : (loaded.data?.archives ?? []);
  const total = loaded.error ? 0 : (loaded.data?.total ?? 0);

  const release = async (a: ArchiveRow) => {
    const ok = await confirmAction({ title: 'Release', message: releaseConfirmation(env, a), confirm: 'Release', danger: env === 'prod' });
    if (!ok) return;
    setBusyId(a.id);
    try {
      await call(releaseEndpoints.publish, { params: { code }, body: { archiveId: a.id } });
      toast(RELEASED_TOAST);
      setTick((t) => t + 1);
      onReleased();
    } finally {
      setBusyId(null);
    }
  };

  const columns: Column<ArchiveRow>[] = [
    { key: 'id', header: 'Id', value: (a) => a.id, width: 70 },
    {
      key: 'commitId',
      header: 'CommitId',
      cell: (a) => (
        <Group gap={4} wrap="nowrap">
          <Code>{shortCommit(a.commitId)}</Code>
          <CopyButton value={a.commitId}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : a.commitId}>
                <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label={`Copy commit id of archive ${a.id}`}>
                  {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      ),
    },
    { key: 'dataVersion', header: 'Version', value: (a) => a.dataVersion, width: 80 },
    { key: 'note', header: 'Note', value: (a) => a.note },
    { key: 'operator', header: 'Operator', value: (a) => a.operator },
    { key: 'createdAt', header: 'CreatedAt', cell: (a) => formatTime(a.createdAt) },
    {
      key: 'released',
      header: 'Released',
      cell: (a) => (
        <Group gap={4} wrap="nowrap">
          {a.released ? <IconLock size={16} aria-hidden /> : <IconLockOpen size={16} aria-hidden />}
          <Text size="sm">{a.released ? 'Released' : 'Not released'}</Text>
          {a.live && (
            <Badge color="green" size="sm" variant="light">
              Live
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (a) => {
        const reason = !canRelease ? PROD_OWNERS_ONLY : a.live ? 'This archive is live' : null;
        return (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={`Download ${archiveFileName(code, env, nameSpace, a.dataVersion)}`}>
              <ActionIcon
                loading={downloadingId === a.id}
                onClick={() => download(a.id)}
                variant="subtle"
                aria-label={`Download archive ${a.id}`}
              >
                <IconDownload size={16} />
              </ActionIcon>
            </Tooltip>
            {/* A disabled button takes no pointer events: the tooltip with the reason sits on its wrapper. */}
            <Tooltip label={reason ?? (a.released ? 'Release this earlier archive again (rollback)' : 'Release this archive')}>
              <span>
                <Button
                  size="compact-xs"
                  variant="light"
                  disabled={reason !== null}
                  loading={busyId === a.id}
                  onClick={() => void release(a)}
                  aria-label={`${a.released ? 'Roll back to' : 'Release'} archive ${a.id}`}
                >
                  {a.released ? 'Roll back' : 'Release'}
                </Button>
              </span>
            </Tooltip>
          </Group>
        );
      },
    },
  ];

  return (
    <DataTable<ArchiveRow>
      toolbar={
        canRelease ? undefined : (
          <Text size="sm" c="dimmed">
            {PROD_OWNERS_ONLY}: releases and rollbacks here are disabled.
          </Text>
        )
      }
      label="Archives History"
      columns={columns}
      data={rows}
      rowKey={(a) => a.id}
      loading={loaded.loading}
      pageSizes={ARCHIVES_PAGE_SIZES}
      server={{ page: pn, pageSize: ps, total, onChange: (p, size) => setQ({ apn: String(size === ps ? p : 1), aps: String(size) }) }}
      emptyText="No archives yet"
    />
  );
}
