// 002 "Multi-language history" (/:code/multiLanguage/history): the published versions (id, name,
// operator, env, time, English fallbacks), a diff of each against a chosen earlier id, downloads
// (export jobs), Publish (the publish-name modal) and core's release panel of the i18n files (last release per
// env, history, Roll back). Env tab and page in the URL; `?publish=1` opens the publish modal.
import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCloudUpload, IconDownload, IconGitCompare } from '@tabler/icons-react';
import { FilterTabs } from '../../../../../core/web/FilterTabs';
import { downloadJobFile } from '../../../../../core/web/jobs/jobFile';
import { refused } from '../../../../../core/web/refused';
import { ReleasePanel } from '../../../../../core/web/release/ReleasePanel';
import { useRouteParams } from '../../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../../core/web/table/DataTable';
import { formatTime } from '../../../../../core/web/time';
import { useLoad } from '../../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../../core/web/useQueryState';
import { publishable } from '../../../endpoints/publish';
import { HISTORY_PAGE_SIZES, type HistoryRow } from '../../../shared';
import { publishApi } from '../api';
import { DiffModal } from '../DiffModal';
import { PublishModal } from '../PublishModal';

const ENV_TABS = [
  { value: 'all', label: 'All' },
  { value: 'sandbox', label: 'sandbox' },
  { value: 'prod', label: 'prod' },
] as const;

export default function HistoryPage() {
  const { code } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { env: 'all', pn: '1', ps: '10', publish: '' },
    { env: oneOf(ENV_TABS.map((t) => t.value)), ps: oneOf(HISTORY_PAGE_SIZES), publish: oneOf(['', '1']) },
  );
  const pn = Number(q.pn) || 1;
  const ps = Number(q.ps) || 10;
  const env = q.env === 'sandbox' || q.env === 'prod' ? q.env : undefined;
  const list = useLoad(() => publishApi.history(code, { env, pn, ps }), [code, env, pn, ps]);
  const [diffOf, setDiffOf] = useState<HistoryRow | null>(null);
  // The files are made by a job each: the clicked control waits for it, then the browser saves it.
  const [downloading, setDownloading] = useState<string | null>(null);
  const download = (what: string, q: { version?: number; env?: 'sandbox' | 'prod' }) => {
    setDownloading(what);
    downloadJobFile(publishApi.startFile(code, q))
      .catch(refused)
      .finally(() => setDownloading(null));
  };
  const [tick, setTick] = useState(0);
  const reload = () => {
    void list.reload();
    setTick((n) => n + 1);
  };

  const columns: Column<HistoryRow>[] = [
    { key: 'id', header: 'ID', cell: (r) => `#${r.id}` },
    {
      key: 'name',
      header: 'Name',
      cell: (r) => (
        <Group gap={6} wrap="nowrap">
          <span>{r.name}</span>
          {r.live && (
            <Badge color="green" variant="light" size="sm" style={{ flexShrink: 0 }} data-testid={`version-live-${r.id}`}>
              live
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'env', header: 'Env' },
    { key: 'operator', header: 'Operator' },
    { key: 'createdAt', header: 'Time', cell: (r) => formatTime(r.createdAt) },
    {
      key: 'fallbackCount',
      header: 'Fallbacks',
      width: 100,
      align: 'right',
      cell: (r) =>
        r.fallbackCount ? (
          <Tooltip
            label={
              r.fallbacks
                .slice(0, 20)
                .map((f) => `${f.lang}: ${f.key}`)
                .join(', ') + (r.fallbackCount > 20 ? ` and ${r.fallbackCount - 20} more` : '')
            }
            multiline
            w={360}
          >
            <Text size="sm" span tabIndex={0}>
              {r.fallbackCount}
            </Text>
          </Tooltip>
        ) : (
          '0'
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      width: 100,
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Diff">
            <ActionIcon variant="subtle" aria-label={`Diff #${r.id}`} onClick={() => setDiffOf(r)}>
              <IconGitCompare size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Download (zip)">
            <ActionIcon
              variant="subtle"
              loading={downloading === `v${r.id}`}
              onClick={() => download(`v${r.id}`, { version: r.id })}
              aria-label={`Download #${r.id}`}
            >
              <IconDownload size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <ScreenTitle>Multi-language history</ScreenTitle>
        <Group gap="xs">
          {(['sandbox', 'prod'] as const).map((e) => (
            <Button key={e} variant="subtle" size="compact-sm" loading={downloading === e} onClick={() => download(e, { env: e })}>
              Download {e} i18n
            </Button>
          ))}
          <Button leftSection={<IconCloudUpload size={16} />} onClick={() => setQ({ publish: '1' })}>
            Publish
          </Button>
        </Group>
      </Group>
      <FilterTabs value={q.env} onChange={(v) => setQ({ env: v, pn: '1' })} tabs={ENV_TABS} stack>
        <DataTable
          label="Published versions"
          columns={columns}
          data={list.data?.rows ?? []}
          rowKey={(r) => r.id}
          loading={list.loading}
          pageSizes={HISTORY_PAGE_SIZES}
          defaultPageSize={10}
          server={{ page: pn, pageSize: ps, total: list.data?.count ?? 0, onChange: (p, s) => setQ({ pn: String(p), ps: String(s) }) }}
          emptyText="Nothing published yet"
        />
      </FilterTabs>
      <ReleasePanel key={tick} spec={publishable} code={code} onChanged={reload} />
      <DiffModal code={code} version={diffOf} onClose={() => setDiffOf(null)} />
      <PublishModal code={code} opened={q.publish === '1'} onClose={() => setQ({ publish: '' })} onPublished={reload} />
    </Stack>
  );
}
