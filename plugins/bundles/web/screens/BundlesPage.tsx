// Bundles (000 §2.9): Android/iOS tabs, the last release on sandbox and prod, a month calendar
// of the bundles on each day, the bundle table (10 a page), the history with sandbox/prod tabs,
// and the create/edit, detail and upload modals. Times are America/Los_Angeles.
// The table's columns are bundleColumns'.
import '@mantine/dates/styles.css';
import { useEffect, useRef, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { IconCloudUpload, IconPlus } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { ReleasePanel } from '../../../../core/web/release/ReleasePanel';
import { useRouteParams } from '../../../../core/web/routing/params';
import { DataTable } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { dayToDate, laDay, BUNDLE_PLATFORMS, CONFIRM, PAGE_SIZES, TOASTS, type Bundle } from '../../shared';
import { publishable } from '../../endpoints';
import { bundlesApi } from '../api';
import { BundleCalendar } from '../components/BundleCalendar';
import { bundleColumns } from '../components/bundleColumns';
import { BundleDetailModal } from '../components/BundleDetailModal';
import { BundleFormModal } from '../components/BundleFormModal';
import { LastRelease } from '../components/LastRelease';
import { UploadHistory } from '../components/UploadHistory';
import { UploadModal } from '../components/UploadModal';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

const thisMonth = () => dayToDate(laDay(Math.floor(Date.now() / 1000))).slice(0, 7);

export default function BundlesPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { platform: '1', history: 'sandbox', month: thisMonth(), create: '' },
    { platform: oneOf(BUNDLE_PLATFORMS.map((p) => p.value)), history: oneOf(['sandbox', 'prod']) },
  );
  const platform = q.platform === '2' ? 2 : 1;
  const canProd = useCan()(rule.ownerOrAdmin, code);
  const list = useLoad(() => bundlesApi.list(code, platform), [code, platform]);
  // The server's clock, carried forward from the list's serverTime (000 §5 checks against it).
  const offset = useRef(0);
  useEffect(() => {
    if (list.data) offset.current = list.data.serverTime - Date.now() / 1000;
  }, [list.data]);
  const serverNow = () => Math.floor(Date.now() / 1000 + offset.current);
  const [version, setVersion] = useState(0);
  const [form, setForm] = useState<{ editing: Bundle | null } | null>(q.create === '1' ? { editing: null } : null);
  const [detail, setDetail] = useState<Bundle | null>(null);
  const [uploading, setUploading] = useState(false);
  useEffect(() => {
    if (q.create === '1') setForm({ editing: null });
  }, [q.create]);

  const bundles = list.data?.bundles ?? [];
  const serverTime = list.data?.serverTime ?? Math.floor(Date.now() / 1000);
  const changed = () => {
    void list.reload();
    setVersion((v) => v + 1);
  };
  const remove = async (b: Bundle) => {
    if (!(await confirmAction({ title: CONFIRM.deleteTitle, message: CONFIRM.delete(b.name), danger: true }))) return;
    await bundlesApi.remove(code, b.id);
    toast(TOASTS.deleted);
    changed();
  };
  const closeForm = () => {
    setForm(null);
    setQ({ create: '' });
  };

  const columns = bundleColumns({ bundles, serverTime, setDetail, setForm, remove });

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Bundles</ScreenTitle>
        <Group>
          <Button variant="default" leftSection={<IconCloudUpload size={16} />} onClick={() => setUploading(true)} disabled={!list.data}>
            Upload
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })}>
            Create
          </Button>
        </Group>
      </Group>
      <FilterTabs
        value={String(platform)}
        onChange={(v) => setQ({ platform: v })}
        tabs={BUNDLE_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }))}
      >
        <Group mb="md">
          <LastRelease sandbox={list.data?.sandboxInfo} prod={list.data?.prodInfo} />
        </Group>
        <BundleCalendar
          bundles={bundles}
          month={/^\d{4}-\d{2}$/.test(q.month) ? q.month : thisMonth()}
          onMonth={(month) => setQ({ month })}
          serverTime={serverTime}
          onOpen={setDetail}
        />
        <DataTable
          label="Bundles"
          columns={columns}
          data={bundles}
          rowKey={(b) => b.id}
          loading={list.loading}
          pageSizes={PAGE_SIZES}
          emptyText="No bundles for this platform yet"
        />
      </FilterTabs>
      <UploadHistory
        code={code}
        platform={platform}
        env={q.history === 'prod' ? 'prod' : 'sandbox'}
        onEnv={(history) => setQ({ history })}
        version={version}
      />
      <ReleasePanel spec={publishable} code={code} releaseKey={String(platform)} onChanged={changed} />
      <BundleFormModal
        code={code}
        opened={!!form}
        platform={platform}
        editing={form?.editing ?? null}
        onClose={closeForm}
        onSaved={() => {
          closeForm();
          changed();
        }}
      />
      <BundleDetailModal bundle={detail} serverTime={serverTime} onClose={() => setDetail(null)} />
      <UploadModal
        code={code}
        opened={uploading}
        platform={platform}
        bundles={bundles}
        serverNow={serverNow}
        canProd={canProd}
        onClose={() => setUploading(false)}
        onUploaded={() => {
          setUploading(false);
          changed();
        }}
      />
    </>
  );
}
