// The push task list (002 "Push task list"): env switch and platform tabs with the availability
// check, the main table with every column of 002 §2, filters, row selection with batch shutdown
// and focus-on-selected, the actions (view in a new tab, edit when Ready, copy, shutdown), the
// collapsible Shutdown panel, prod's stats block and token stats, and the modals (wizard, test
// task, upload, export, stats chart). State in the URL and remembered per project for the session.
// The state and the modal-less actions are usePushList's, the columns taskColumns', the filters
// ListToolbar's; this screen lays them out.
import { Anchor, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import {
  IconChartLine,
  IconChevronDown,
  IconChevronRight,
  IconDownload,
  IconFileExport,
  IconPlus,
  IconSend,
  IconSettings,
  IconUpload,
} from '@tabler/icons-react';
import { Link } from 'wouter';
import { fillPath } from '../../../../core/shared/plugin';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { endpointUrl } from '../../../../core/web/http';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable } from '../../../../core/web/table/DataTable';
import { listEndpoints } from '../../endpoints/list';
import { PAGE_SIZES, paths } from '../../shared';
import { TestTaskModal } from '../delivery/TestTaskModal';
import { TaskWizard } from '../tasks/TaskWizard';
import { ExportModal } from './ExportModal';
import { ListToolbar } from './ListToolbar';
import { ShutdownPanel } from './ShutdownPanel';
import { StatsBlock } from './StatsBlock';
import { StatsChartModal } from './StatsChartModal';
import { taskColumns } from './taskColumns';
import { UploadTasksModal } from './UploadTasksModal';
import { usePushList } from './usePushList';

export default function PushListScreen() {
  const s = usePushList();
  const {
    code,
    q,
    setQ,
    env,
    platform,
    pn,
    ps,
    list,
    version,
    reload,
    available,
    envAvailable,
    locked,
    selected,
    focus,
    wizard,
    setWizard,
    modal,
    setModal,
    view,
  } = s;
  const columns = taskColumns({ selected, toggle: s.toggle, locked, view, setWizard, shutdown: s.shutdown });

  const rows = focus ? [...selected.values()] : (list.data?.tasks ?? []);
  const platformTabs = ([1, 2] as const).map((p) => ({
    value: String(p),
    label: available[p] ? (p === 1 ? 'Android' : 'iOS') : `${p === 1 ? 'Android' : 'iOS'} (unavailable)`,
  }));
  const envTabs = [
    { value: 'sandbox', label: envAvailable(0) ? 'Sandbox' : 'Sandbox (unavailable)' },
    { value: 'prod', label: envAvailable(1) ? 'Prod' : 'Prod (unavailable)' },
  ];

  const toolbar = <ListToolbar {...s} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <ScreenTitle>Push tasks</ScreenTitle>
        <Group gap="xs" wrap="wrap">
          <ProdLocked locked={locked}>
            <Button leftSection={<IconPlus size={16} />} disabled={locked} onClick={() => setWizard({ mode: 'create' })}>
              Create
            </Button>
          </ProdLocked>
          <ProdLocked locked={locked}>
            <Button variant="light" leftSection={<IconSend size={16} />} disabled={locked} onClick={() => setModal('test')}>
              Test task
            </Button>
          </ProdLocked>
          <ProdLocked locked={locked}>
            <Button variant="light" leftSection={<IconUpload size={16} />} disabled={locked} onClick={() => setModal('upload')}>
              Upload
            </Button>
          </ProdLocked>
          <Button
            variant="default"
            component="a"
            href={endpointUrl(listEndpoints.template, { params: { code } })}
            download
            leftSection={<IconDownload size={16} />}
          >
            Template
          </Button>
          <Button variant="default" leftSection={<IconFileExport size={16} />} onClick={() => setModal('export')}>
            Export
          </Button>
          <Button variant="default" leftSection={<IconChartLine size={16} />} onClick={() => setModal('chart')}>
            Stats chart
          </Button>
          <Button variant="subtle" component={Link} href={fillPath(paths.settings, { code })} leftSection={<IconSettings size={16} />}>
            Settings
          </Button>
        </Group>
      </Group>
      <FilterTabs value={env} onChange={(v) => setQ({ env: v, pn: '1', spn: '1' })} tabs={envTabs} aria-label="Environment">
        <FilterTabs
          value={String(platform)}
          onChange={(v) => setQ({ platform: v, pn: '1', spn: '1' })}
          tabs={platformTabs}
          aria-label="Platform"
          stack
        >
          {!available[platform] && (
            <Text c="orange.8" size="sm" role="status">
              Pushes to {platform === 1 ? 'Android' : 'iOS'} are not available in {env}: see Settings.
            </Text>
          )}
          {env === 'prod' && <StatsBlock code={code} platform={platform} />}
          <DataTable
            label={`${env} ${platform === 1 ? 'Android' : 'iOS'} push tasks`}
            columns={columns}
            data={rows}
            rowKey={(t) => t.id}
            loading={list.loading}
            pageSizes={PAGE_SIZES}
            server={
              focus
                ? undefined
                : {
                    page: pn,
                    pageSize: ps,
                    total: list.data?.total ?? 0,
                    onChange: (p, s) => setQ({ pn: String(s !== ps ? 1 : p), ps: String(s) }),
                  }
            }
            unpaged={focus}
            toolbar={toolbar}
            emptyText={focus ? 'No task selected' : 'No push tasks'}
          />
          <Stack gap="xs">
            <Anchor
              component="button"
              type="button"
              onClick={() => setQ({ shut: q.shut ? '' : '1' })}
              aria-expanded={q.shut === '1'}
              aria-controls="push-shutdown-panel"
            >
              <Group gap={4}>{q.shut ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />} Shutdown</Group>
            </Anchor>
            <Collapse in={q.shut === '1'} id="push-shutdown-panel">
              {q.shut === '1' && (
                <ShutdownPanel
                  code={code}
                  env={env}
                  platform={platform}
                  page={Number(q.spn)}
                  size={Number(q.sps)}
                  onPage={(p, s) => setQ({ spn: String(s !== Number(q.sps) ? 1 : p), sps: String(s) })}
                  onView={view}
                  onCopy={(t) => !locked && setWizard({ mode: 'copy', taskId: t.id })}
                  version={version}
                />
              )}
            </Collapse>
          </Stack>
        </FilterTabs>
      </FilterTabs>
      <TaskWizard
        code={code}
        env={env}
        opened={wizard !== null}
        onClose={() => setWizard(null)}
        mode={wizard?.mode ?? 'create'}
        taskId={wizard?.taskId}
        platform={platform}
        onSaved={reload}
      />
      <TestTaskModal code={code} env={env} platform={platform} opened={modal === 'test'} onClose={() => setModal(null)} />
      <UploadTasksModal code={code} env={env} opened={modal === 'upload'} onClose={() => setModal(null)} onUploaded={reload} />
      <ExportModal code={code} env={env} platform={platform} opened={modal === 'export'} onClose={() => setModal(null)} />
      <StatsChartModal code={code} env={env} platform={platform} opened={modal === 'chart'} onClose={() => setModal(null)} />
    </Stack>
  );
}
