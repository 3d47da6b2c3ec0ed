// The current table and the History table of one env (001 §2).
import { Group, Stack, Switch, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowsSplit } from '@tabler/icons-react';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { PAGE_SIZES, VERSION_PLATFORMS, type Activity } from '../../shared';
import { formatTime } from '../../../../core/web/time';
import { ActivityActions, type ActivityHandlers } from './ActivityActions';
import { ActivityStatus } from './ActivityStatus';

/** The widest the Name column grows. */
const NAME_WIDTH = 220;

interface Props {
  label: string;
  rows: Activity[];
  loading: boolean;
  history: boolean;
  mayPublishProd: boolean;
  handlers: ActivityHandlers;
  onToggle: (a: Activity, enable: boolean) => void;
  onGray: (name: string) => void;
  emptyText: string;
}

export function ActivityTable({ label, rows, loading, history, mayPublishProd, handlers, onToggle, onGray, emptyText }: Props) {
  const grayBadge = (a: Activity) => (
    <Group gap={4} wrap="nowrap" maw={NAME_WIDTH}>
      <IconArrowsSplit size={14} color="var(--mantine-color-grape-6)" style={{ flexShrink: 0 }} />
      <Text
        size="xs"
        c="grape"
        truncate="end"
        title={`${a.grayRelease!.name}: ${a.grayRelease!.tag}`}
        td={a.env === 'sandbox' && !history ? 'underline' : undefined}
      >
        {a.grayRelease!.name}: {a.grayRelease!.tag} · {a.grayRelease!.weight}%
      </Text>
    </Group>
  );
  const columns: Column<Activity>[] = [
    { key: 'id', header: 'ID', width: 50 },
    {
      key: 'name',
      header: 'Name',
      cell: (a) => (
        <Stack gap={2} align="flex-start" maw={NAME_WIDTH}>
          {/* A long name is cut with an ellipsis (the whole of it on hover) so the columns stay on screen. */}
          <Text size="sm" truncate="end" maw="100%" title={a.name}>
            {a.name}
          </Text>
          {a.grayRelease &&
            (a.env === 'sandbox' && !history ? (
              <UnstyledButton onClick={() => onGray(a.grayRelease!.name)} aria-label={`Gray release ${a.grayRelease.name}`}>
                {grayBadge(a)}
              </UnstyledButton>
            ) : (
              grayBadge(a)
            ))}
        </Stack>
      ),
    },
    {
      key: 'window',
      header: 'Open / Close',
      width: 190,
      cell: (a) => (
        <Text size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {formatTime(a.openAt)}
          <br />
          {formatTime(a.closeAt)}
        </Text>
      ),
    },
    { key: 'priority', header: 'Priority', width: 60, align: 'right' },
    {
      key: 'version',
      header: 'Versions',
      width: 90,
      cell: (a) => (
        <Tooltip label={VERSION_PLATFORMS.map((p, i) => `${p} ≥ ${a.version[i]}`).join(', ')}>
          <Text size="xs" ff="monospace">
            {a.version.map((v, i) => (
              <span key={i}>
                {VERSION_PLATFORMS[i][0]} {v}
                <br />
              </span>
            ))}
          </Text>
        </Tooltip>
      ),
    },
    {
      key: 'enable',
      header: 'Enable',
      width: 60,
      cell: (a) => {
        const locked = a.env === 'prod' && !mayPublishProd;
        return (
          <ProdLocked locked={locked}>
            <Switch
              checked={a.enable === 1}
              disabled={locked}
              onChange={(e) => onToggle(a, e.currentTarget.checked)}
              aria-label={`Enable ${a.name}`}
            />
          </ProdLocked>
        );
      },
    },
    { key: 'status', header: 'Status', width: 120, cell: (a) => <ActivityStatus a={a} /> },
    {
      key: 'actions',
      header: 'Actions',
      width: 150,
      cell: (a) => <ActivityActions a={a} history={history} mayPublishProd={mayPublishProd} on={handlers} />,
    },
  ];
  return (
    <DataTable
      label={label}
      columns={columns}
      data={rows}
      rowKey={(a) => a.id}
      loading={loading}
      pageSizes={PAGE_SIZES}
      emptyText={emptyText}
    />
  );
}
