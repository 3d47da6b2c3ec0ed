// User training (001 §2): env tabs (prod first by default), the table of the env's players with
// their training uploads (20 a page, most uploads first, searchable Firebase id, all in the URL),
// the file info with the build status, and Download / Aggregate. While any shown row is init or
// building the page asks again every 1.5 s, quietly, so the row moves to success by itself.
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { Env } from '../../../../core/shared/constants';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, positiveInt, useQueryState } from '../../../../core/web/useQueryState';
import {
  BUSY_STATUSES,
  DEFAULT_ENV,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  TRAINING_PLATFORMS,
  type TrainingListResponse,
  type TrainingUser,
} from '../../shared';
import { trainingApi } from '../api';
import { FileInfo } from '../components/FileInfo';
import { RowActions } from '../components/RowActions';

const POLL_MS = 1500;
/** The search as the server takes it (bad URL state falls back to no search). */
const SEARCH_CHECK = z
  .string()
  .max(128)
  .regex(/^[^\u0000-\u001f]*$/);
const ENV_TABS = [
  { value: 'sandbox', label: 'Sandbox' },
  { value: 'prod', label: 'Prod' },
];
const platformLabel = (p: number) => TRAINING_PLATFORMS[p as keyof typeof TRAINING_PLATFORMS] ?? `Platform ${p}`;

export default function TrainingPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { env: DEFAULT_ENV as string, fid: '', pn: '1', ps: String(DEFAULT_PAGE_SIZE) },
    { env: oneOf(['sandbox', 'prod']), ps: oneOf(PAGE_SIZES), pn: positiveInt(), fid: SEARCH_CHECK },
  );
  const env = q.env as Env;
  const query = { env, firebaseId: q.fid, pn: Number(q.pn), ps: Number(q.ps) };
  const key = JSON.stringify([code, query]);
  const list = useLoad(() => trainingApi.list(code, query), [key], { transition: true });
  // The quiet poll's newer answer for the same query, shown instead of the loaded one.
  const [fresh, setFresh] = useState<{ key: string; data: TrainingListResponse } | null>(null);
  const shown = fresh?.key === key ? fresh.data : list.data;
  const [search, setSearch] = useState(q.fid);
  const pushSearch = useDebouncedCallback((fid: string) => setQ({ fid, pn: '1' }), 300);
  useEffect(() => setSearch(q.fid), [q.fid]);

  const building = !!shown?.users.some((u) => u.fileInfo.status && BUSY_STATUSES.includes(u.fileInfo.status));
  useEffect(() => {
    if (!building || list.loading) return;
    const timer = setTimeout(() => {
      trainingApi.list(code, query, true).then(
        (data) => setFresh({ key, data }),
        () => undefined,
      );
    }, POLL_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- polls again per list key, which holds code and query
  }, [building, shown, list.loading, key]);

  const reload = () => {
    setFresh(null);
    void list.reload();
  };

  const columns: Column<TrainingUser>[] = [
    {
      key: 'fId',
      header: 'Firebase id',
      cell: (u) => (
        <Text size="sm" ff="monospace">
          {u.fId}
        </Text>
      ),
    },
    { key: 'userId', header: 'User id', width: 120 },
    { key: 'platform', header: 'Platform', width: 100, cell: (u) => platformLabel(u.platform) },
    { key: 'uploadCount', header: 'Upload Count', width: 120, align: 'right', cell: (u) => u.meta.uploadCount.toLocaleString('en-US') },
    { key: 'fileInfo', header: 'File info', width: 320, cell: (u) => <FileInfo user={u} /> },
    {
      key: 'actions',
      header: '',
      width: 100,
      align: 'right',
      cell: (u) => <RowActions code={code} env={env} user={u} onChanged={reload} />,
    },
  ];

  return (
    <>
      <ScreenTitle mb="md">User training</ScreenTitle>
      <FilterTabs value={env} onChange={(v) => setQ({ env: v, pn: '1' })} tabs={ENV_TABS}>
        <DataTable
          label="Training users"
          columns={columns}
          data={shown?.users ?? []}
          rowKey={(u) => u.fId}
          loading={list.loading}
          pageSizes={PAGE_SIZES}
          defaultPageSize={DEFAULT_PAGE_SIZE}
          server={{
            page: Number(q.pn),
            pageSize: Number(q.ps),
            total: shown?.total ?? 0,
            onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }),
          }}
          emptyText={q.fid ? `No Firebase id contains “${q.fid}”` : `No training data on ${env} yet`}
          toolbar={
            <TextInput
              placeholder="Search Firebase id"
              aria-label="Search Firebase id"
              leftSection={<IconSearch size={14} />}
              value={search}
              maxLength={128}
              onChange={(e) => {
                setSearch(e.currentTarget.value);
                pushSearch(e.currentTarget.value.trim());
              }}
              w={300}
            />
          }
        />
      </FilterTabs>
    </>
  );
}
