// The push task table's columns (002 §2): the select box and name pinned left, the task's title and
// body, its window, the status (pinned right beside the actions), the counts and rates, and the
// actions (view in a new tab, edit when Ready, copy, shutdown; prod's for owners and ADMINs only).
import { ActionIcon, Badge, Checkbox, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconEye, IconPencil, IconPlayerStop } from '@tabler/icons-react';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import type { Column } from '../../../../core/web/table/DataTable';
import { canEdit, canShutdown, TASK_STATUS_LABELS, type PushTaskRow, type TaskStatus } from '../../shared';
import { Clipped } from './Clipped';
import type { Wizard } from './usePushList';

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(2)}%`);
const STATUS_COLORS: Record<TaskStatus, string> = { 0: 'blue', 1: 'green', 2: 'gray', 3: 'red' };

interface ColumnsOf {
  selected: Map<number, PushTaskRow>;
  toggle: (t: PushTaskRow, on: boolean) => void;
  /** Prod for a viewer who may not change it: the changing actions are disabled with the reason. */
  locked: boolean;
  view: (t: PushTaskRow) => void;
  setWizard: (w: Wizard) => void;
  shutdown: (t: PushTaskRow) => Promise<void>;
}

export function taskColumns({ selected, toggle, locked, view, setWizard, shutdown }: ColumnsOf): Column<PushTaskRow>[] {
  return [
    {
      key: 'select',
      header: 'Select',
      width: 56,
      pin: 'left',
      cell: (t) => (
        <Checkbox aria-label={`Select ${t.name}`} checked={selected.has(t.id)} onChange={(e) => toggle(t, e.currentTarget.checked)} />
      ),
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
    {
      key: 'status',
      header: 'Status',
      width: 110,
      pin: 'right',
      cell: (t) => (
        <Badge color={STATUS_COLORS[t.status]} variant="light">
          {TASK_STATUS_LABELS[t.status]}
        </Badge>
      ),
    },
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
            <ActionIcon
              variant="subtle"
              aria-label={`Edit ${t.name}`}
              disabled={locked || !canEdit(t.status)}
              onClick={() => setWizard({ mode: 'edit', taskId: t.id })}
            >
              <IconPencil size={16} />
            </ActionIcon>
          </ProdLocked>
          <ProdLocked locked={locked} label="Copy">
            <ActionIcon
              variant="subtle"
              aria-label={`Copy ${t.name}`}
              disabled={locked}
              onClick={() => setWizard({ mode: 'copy', taskId: t.id })}
            >
              <IconCopy size={16} />
            </ActionIcon>
          </ProdLocked>
          <ProdLocked locked={locked} label={canShutdown(t.status) ? 'Shutdown' : 'Only Ready or Running tasks can be shut down'}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Shutdown ${t.name}`}
              disabled={locked || !canShutdown(t.status)}
              onClick={() => void shutdown(t)}
            >
              <IconPlayerStop size={16} />
            </ActionIcon>
          </ProdLocked>
        </Group>
      ),
    },
  ];
}
