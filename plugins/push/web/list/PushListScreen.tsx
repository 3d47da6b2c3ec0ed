// The push task list (002 "Push task list"): env switch and platform tabs with the availability
// check, the main table with every column of 002 §2, filters, row selection with batch shutdown
// and focus-on-selected, the actions (view in a new tab, edit when Ready, copy, shutdown), the
// collapsible Shutdown panel, prod's stats block and token stats, and the modals (wizard, test
// task, upload, export, stats chart). State in the URL and remembered per project for the session.
import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Checkbox, Collapse, Group, Select, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import { IconChartLine, IconChevronDown, IconChevronRight, IconCopy, IconDownload, IconEye, IconFileExport, IconPencil, IconPlayerStop, IconPlus, IconSend, IconSettings, IconUpload } from '@tabler/icons-react';
import { Link, useSearch } from 'wouter';
import { rule } from '../../../../core/shared/access';
import { fillPath } from '../../../../core/shared/plugin';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { confirmAction } from '../../../../core/web/dialogs';
import { endpointUrl } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import type { Env } from '../../../../core/shared/constants';
import { listEndpoints } from '../../endpoints/list';
import { LIST_MESSAGES } from '../../schemas/list';
import { canEdit, canShutdown, PAGE_SIZES, paths, TASK_STATUS_LABELS, type PushTaskRow, type TaskPlatform, type TaskStatus } from '../../shared';
import { TestTaskModal } from '../delivery/TestTaskModal';
import { TaskWizard } from '../tasks/TaskWizard';
import { availability, listApi } from './api';
import { ExportModal } from './ExportModal';
import { LIST_CHECKS, LIST_DEFAULTS, remember, remembered, urlNamesNone } from './listState';
import { Clipped } from './Clipped';
import { ShutdownPanel } from './ShutdownPanel';
import { StatsBlock } from './StatsBlock';
import { StatsChartModal } from './StatsChartModal';
import { UploadTasksModal } from './UploadTasksModal';

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(2)}%`);
const STATUS_COLORS: Record<TaskStatus, string> = { 0: 'blue', 1: 'green', 2: 'gray', 3: 'red' };

type Wizard = { mode: 'create' | 'edit' | 'copy'; taskId?: number } | null;

export default function PushListScreen() {
  const { code } = useRouteParams<{ code: string }>();
  const search = useSearch();
  const [q, setQ] = useQueryState(LIST_DEFAULTS, LIST_CHECKS);
  const env: Env = q.env === 'prod' ? 'prod' : 'sandbox';
  const platform = Number(q.platform) as TaskPlatform;
  const pn = Number(q.pn);
  const ps = Number(q.ps);

  // The session's memory: restored when the address names none of it, kept on every change.
  const [restored, setRestored] = useState(false);
  useEffect(() => {
    if (urlNamesNone(search)) {
      const saved = remembered(code);
      if (saved) setQ(saved);
    }
    setRestored(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [code]);
  useEffect(() => {
    if (restored) remember(code, q);
  }, [restored, code, q]);

  const filters = useMemo(
    () => ({
      status: q.status === '' ? undefined : (Number(q.status) as TaskStatus),
      isCycle: q.isCycle === '' ? undefined : Number(q.isCycle),
      keyword: q.keyword || undefined,
      startDate: q.start || undefined,
      endDate: q.end || undefined,
    }),
    [q.status, q.isCycle, q.keyword, q.start, q.end],
  );
  const [version, setVersion] = useState(0);
  const list = useLoad(() => (restored ? listApi.search(code, env, platform, pn, ps, filters) : Promise.resolve({ tasks: [], total: 0 })), [restored, code, env, platform, pn, ps, filters, version]);
  const avail = useLoad(() => Promise.all([availability(code, 'sandbox'), availability(code, 'prod')]), [code]);
  const available = avail.data?.[env === 'prod' ? 1 : 0] ?? { 1: true, 2: true };
  const envAvailable = (e: 0 | 1) => !avail.data || avail.data[e][1] || avail.data[e][2];
  const reload = () => setVersion((v) => v + 1);

  const mayProd = useCan()(rule.ownerOrAdmin, code);
  const locked = env === 'prod' && !mayProd;

  const [selected, setSelected] = useState<Map<number, PushTaskRow>>(new Map());
  const [focus, setFocus] = useState(false);
  useEffect(() => {
    setSelected(new Map());
    setFocus(false);
  }, [env, platform]);
  const toggle = (t: PushTaskRow, on: boolean) =>
    setSelected((m) => {
      const n = new Map(m);
      if (on) n.set(t.id, t);
      else n.delete(t.id);
      return n;
    });

  const [wizard, setWizard] = useState<Wizard>(null);
  const [modal, setModal] = useState<'test' | 'upload' | 'export' | 'chart' | null>(null);
  const [keyword, setKeyword] = useState(q.keyword);
  useEffect(() => setKeyword(q.keyword), [q.keyword]);

  useEffect(() => {
    if (q.create !== '1') return;
    if (!locked) setWizard({ mode: 'create' });
    setQ({ create: '' });
  }, [q.create, locked, setQ]);

  const shutdown = async (t: PushTaskRow) => {
    if (!(await confirmAction({ message: LIST_MESSAGES.shutdownConfirm, danger: true, details: <Text size="sm">{t.name}</Text> }))) return;
    const r = await listApi.shutdown(code, env, t.id);
    toast(r.message);
    toggle(t, false);
    reload();
  };
  const batchShutdown = async () => {
    const rows = [...selected.values()];
    if (!(await confirmAction({ message: LIST_MESSAGES.shutdownConfirm, danger: true, details: <Text size="sm">{rows.map((r) => r.name).join(', ')}</Text> }))) return;
    const r = await listApi.batchShutdown(code, env, rows.map((x) => x.id));
    toast(r.message);
    setSelected(new Map());
    setFocus(false);
    reload();
  };
  const view = (t: PushTaskRow) => window.open(fillPath(paths.detail, { code, env, platform: t.platform, taskId: t.id }), '_blank', 'noopener');

  const columns: Column<PushTaskRow>[] = [
    {
      key: 'select',
      header: 'Select',
      width: 56,
      pin: 'left',
      cell: (t) => <Checkbox aria-label={`Select ${t.name}`} checked={selected.has(t.id)} onChange={(e) => toggle(t, e.currentTarget.checked)} />,
    },
    // Long names and texts are cut with an ellipsis (the whole text in a tooltip): they never widen the table.
    { key: 'name', header: 'Custom name', width: 160, pin: 'left', cell: (t) => <Clipped text={t.name} width={150} /> },
    {
      key: 'task',
      header: 'Task',
      width: 240,
      cell: (t) => (
        <Stack gap={0} maw={240}>
          <Clipped text={t.alert.title} width={240} fw={500} />
          <Text size="xs" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {t.alert.body}
          </Text>
        </Stack>
      ),
    },
    { key: 'startAt', header: 'Start at', width: 150 },
    { key: 'endAt', header: 'End at', width: 150, cell: (t) => t.endAt || '—' },
    // The row's state stays in view beside the actions at any width (pinned right before them).
    { key: 'status', header: 'Status', width: 110, pin: 'right', cell: (t) => <Badge color={STATUS_COLORS[t.status]} variant="light">{TASK_STATUS_LABELS[t.status]}</Badge> },
    { key: 'sendCount', header: 'Send', width: 70, align: 'right' },
    { key: 'successCount', header: 'Success', width: 80, align: 'right' },
    { key: 'failCount', header: 'Fail', width: 70, align: 'right' },
    { key: 'failRate', header: 'Fail rate', width: 80, align: 'right', cell: (t) => pct(t.failRate) },
    { key: 'openCount', header: 'Open', width: 70, align: 'right' },
    { key: 'openRate', header: 'Open rate', width: 90, align: 'right', cell: (t) => pct(t.openRate) },
    { key: 'dauCount', header: 'DAU', width: 70, align: 'right', cell: (t) => (t.dauCount === null ? '–' : t.dauCount) },
    { key: 'openDauRate', header: 'Open/DAU', width: 90, align: 'right', cell: (t) => pct(t.openDauRate) },
    { key: 'inactiveCount', header: 'Inactive', width: 80, align: 'right' },
    {
      key: 'actions',
      header: 'Actions',
      width: 150,
      cell: (t) => (
        <Group gap={2} wrap="nowrap">
          <Tooltip label="View (new tab)">
            <ActionIcon variant="subtle" aria-label={`View ${t.name}`} onClick={() => view(t)}>
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <ProdLocked locked={locked} label={canEdit(t.status) ? 'Edit' : 'Only Ready tasks can be edited'}>
            <ActionIcon variant="subtle" aria-label={`Edit ${t.name}`} disabled={locked || !canEdit(t.status)} onClick={() => setWizard({ mode: 'edit', taskId: t.id })}>
              <IconPencil size={16} />
            </ActionIcon>
          </ProdLocked>
          <ProdLocked locked={locked} label="Copy">
            <ActionIcon variant="subtle" aria-label={`Copy ${t.name}`} disabled={locked} onClick={() => setWizard({ mode: 'copy', taskId: t.id })}>
              <IconCopy size={16} />
            </ActionIcon>
          </ProdLocked>
          <ProdLocked locked={locked} label={canShutdown(t.status) ? 'Shutdown' : 'Only Ready or Running tasks can be shut down'}>
            <ActionIcon variant="subtle" color="red" aria-label={`Shutdown ${t.name}`} disabled={locked || !canShutdown(t.status)} onClick={() => void shutdown(t)}>
              <IconPlayerStop size={16} />
            </ActionIcon>
          </ProdLocked>
        </Group>
      ),
    },
  ];

  const rows = focus ? [...selected.values()] : (list.data?.tasks ?? []);
  const platformTabs = ([1, 2] as const).map((p) => ({ value: String(p), label: available[p] ? (p === 1 ? 'Android' : 'iOS') : `${p === 1 ? 'Android' : 'iOS'} (unavailable)` }));
  const envTabs = [
    { value: 'sandbox', label: envAvailable(0) ? 'Sandbox' : 'Sandbox (unavailable)' },
    { value: 'prod', label: envAvailable(1) ? 'Prod' : 'Prod (unavailable)' },
  ];

  const toolbar = (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput type="date" label="From" size="xs" value={q.start} max={q.end || undefined} onChange={(e) => setQ({ start: e.currentTarget.value, pn: '1' })} />
      <TextInput type="date" label="To" size="xs" value={q.end} min={q.start || undefined} onChange={(e) => setQ({ end: e.currentTarget.value, pn: '1' })} />
      <Select
        label="Status"
        size="xs"
        w={130}
        data={[{ value: '', label: 'All' }, ...([0, 1, 2] as const).map((s) => ({ value: String(s), label: TASK_STATUS_LABELS[s] }))]}
        value={q.status}
        onChange={(v) => setQ({ status: v ?? '', pn: '1' })}
        allowDeselect={false}
      />
      <Select
        label="isCycle"
        size="xs"
        w={110}
        data={[
          { value: '', label: 'All' },
          { value: '1', label: '1' },
          { value: '7', label: '7' },
        ]}
        value={q.isCycle}
        onChange={(v) => setQ({ isCycle: v ?? '', pn: '1' })}
        allowDeselect={false}
      />
      <TextInput
        label="Keyword"
        size="xs"
        placeholder="Name, title, body or id"
        value={keyword}
        onChange={(e) => setKeyword(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && setQ({ keyword: keyword.trim(), pn: '1' })}
        onBlur={() => keyword.trim() !== q.keyword && setQ({ keyword: keyword.trim(), pn: '1' })}
        maxLength={200}
      />
      <ProdLocked locked={locked}>
        <Button size="xs" color="red" variant="light" leftSection={<IconPlayerStop size={14} />} disabled={locked || !selected.size} onClick={() => void batchShutdown()}>
          Shutdown selected ({selected.size})
        </Button>
      </ProdLocked>
      <Switch size="sm" label="Focus on selected" checked={focus} disabled={!selected.size && !focus} onChange={(e) => setFocus(e.currentTarget.checked)} />
    </Group>
  );

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
          <Button variant="default" component="a" href={endpointUrl(listEndpoints.template, { params: { code } })} download leftSection={<IconDownload size={16} />}>
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
        <FilterTabs value={String(platform)} onChange={(v) => setQ({ platform: v, pn: '1', spn: '1' })} tabs={platformTabs} aria-label="Platform" stack>
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
            server={focus ? undefined : { page: pn, pageSize: ps, total: list.data?.total ?? 0, onChange: (p, s) => setQ({ pn: String(s !== ps ? 1 : p), ps: String(s) }) }}
            unpaged={focus}
            toolbar={toolbar}
            emptyText={focus ? 'No task selected' : 'No push tasks'}
          />
          <Stack gap="xs">
            <Anchor component="button" type="button" onClick={() => setQ({ shut: q.shut ? '' : '1' })} aria-expanded={q.shut === '1'} aria-controls="push-shutdown-panel">
              <Group gap={4}>
                {q.shut ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />} Shutdown
              </Group>
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
      <TaskWizard code={code} env={env} opened={wizard !== null} onClose={() => setWizard(null)} mode={wizard?.mode ?? 'create'} taskId={wizard?.taskId} platform={platform} onSaved={reload} />
      <TestTaskModal code={code} env={env} platform={platform} opened={modal === 'test'} onClose={() => setModal(null)} />
      <UploadTasksModal code={code} env={env} opened={modal === 'upload'} onClose={() => setModal(null)} onUploaded={reload} />
      <ExportModal code={code} env={env} platform={platform} opened={modal === 'export'} onClose={() => setModal(null)} />
      <StatsChartModal code={code} env={env} platform={platform} opened={modal === 'chart'} onClose={() => setModal(null)} />
    </Stack>
  );
}
