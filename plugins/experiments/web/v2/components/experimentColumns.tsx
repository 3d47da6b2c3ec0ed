// The experiments v2 tables' columns: id (the detail link), name, kind, status, percent, groups,
// phase, operator, updated, and on the active table the row's edit, deploy, adjust and shutdown
// (prod's disabled with the reason for those who may not change prod).
import type { ReactNode } from 'react';
import { ActionIcon, Anchor, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconAdjustments, IconPencil, IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { Link } from 'wouter';
import { fillPath } from '../../../../../core/shared/endpoint';
import { ProdLocked } from '../../../../../core/web/access/ProdLocked';
import type { Column } from '../../../../../core/web/table/DataTable';
import { formatTime } from '../../../../../core/web/time';
import { paths } from '../../../shared';
import type { ExperimentV2 } from '../../../schemas/v2';
import { badgeOf, canAdjust, canDeploy, canEdit, canShutdown } from '../status';

function Act(props: { label: string; onClick: () => void; color?: string; locked?: boolean; children: ReactNode }) {
  const button = (
    <ActionIcon variant="subtle" color={props.color} aria-label={props.label} onClick={props.onClick} disabled={props.locked}>
      {props.children}
    </ActionIcon>
  );
  if (props.locked) return <ProdLocked locked>{button}</ProdLocked>;
  return <Tooltip label={props.label}>{button}</Tooltip>;
}

export interface ExperimentRowActions {
  code: string;
  /** Prod changes are not this user's: deploy, adjust and shutdown show disabled with the reason. */
  locked: boolean;
  edit: (r: ExperimentV2) => void;
  deploy: (r: ExperimentV2) => void;
  adjust: (r: ExperimentV2) => void;
  shutdown: (r: ExperimentV2) => Promise<void>;
}

/** The columns; the row actions only when `withActions` (the active table). */
export function experimentColumns(withActions: boolean, on: ExperimentRowActions): Column<ExperimentV2>[] {
  const { code, locked, shutdown } = on;
  const actions = (r: ExperimentV2) => (
    <Group gap={0} wrap="nowrap">
      {canEdit(r.status) && (
        <Act label={`Edit ${r.name}`} onClick={() => on.edit(r)}>
          <IconPencil size={16} />
        </Act>
      )}
      {canDeploy(r.status) && (
        <Act label={`Deploy ${r.name}`} color="green" locked={locked} onClick={() => on.deploy(r)}>
          <IconPlayerPlay size={16} />
        </Act>
      )}
      {canAdjust(r.status) && (
        <Act label={`Adjust ${r.name}`} color="violet" locked={locked} onClick={() => on.adjust(r)}>
          <IconAdjustments size={16} />
        </Act>
      )}
      {canShutdown(r.status) && (
        <Act label={`Shutdown ${r.name}`} color="red" locked={locked} onClick={() => void shutdown(r)}>
          <IconPlayerStop size={16} />
        </Act>
      )}
    </Group>
  );

  return [
    {
      key: 'id',
      header: 'ID',
      width: 70,
      cell: (r) => (
        <Anchor component={Link} href={fillPath(paths.detailV2, { code, id: r.id })} aria-label={`Experiment ${r.id} detail`}>
          {r.id}
        </Anchor>
      ),
    },
    { key: 'name', header: 'Name' },
    { key: 'aaTag', header: 'Kind', width: 60, cell: (r) => (r.aaTag === 1 ? 'AA' : 'AB') },
    {
      key: 'status',
      header: 'Status',
      width: 150,
      cell: (r) => (
        <Badge variant="light" color={badgeOf(r.status).color}>
          {badgeOf(r.status).label}
        </Badge>
      ),
    },
    { key: 'percent', header: 'Percent', width: 80, cell: (r) => `${r.percent} %` },
    { key: 'groups', header: 'Groups', cell: (r) => r.groups.map((g) => `${g.tag} ${g.weight}%`).join(' · ') },
    { key: 'phase', header: 'Phase', width: 70 },
    { key: 'operator', header: 'Operator', width: 110 },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 120,
      cell: (r) => (
        <Text size="xs" style={{ whiteSpace: 'normal' }}>
          {formatTime(r.updatedAt)}
        </Text>
      ),
    },
    ...(withActions ? [{ key: 'actions', header: 'Actions', width: 150, cell: actions }] : []),
  ];
}
