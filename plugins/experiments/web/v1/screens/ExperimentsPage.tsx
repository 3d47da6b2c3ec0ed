// Experiments v1 (001 "Experiment list (v1)"): the project's experiments, 10 a page (10/20/50/100,
// in the URL), newest first, with the sandbox and prod enable switches, and the three-step
// create/edit modal and the deploy modal. Deploy and the switches are for owners and admins.
import { useEffect, useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconChartBar, IconEye, IconPencil, IconPlus, IconRocket } from '@tabler/icons-react';
import { Link } from 'wouter';
import { rule } from '../../../../../core/shared/access';
import { fillPath } from '../../../../../core/shared/endpoint';
import { useCan } from '../../../../../core/web/project/hooks';
import { useRouteParams } from '../../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../../core/web/table/DataTable';
import { formatTime } from '../../../../../core/web/time';
import { useLoad } from '../../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../../core/web/useQueryState';
import { PAGE_SIZE, PAGE_SIZES, paths } from '../../../shared';
import type { ExperimentV1 } from '../../../endpoints/v1';
import { V1_MESSAGES } from '../../../schemas/v1';
import { DeployModal } from '../components/DeployModal';
import { EnableSwitch } from '../components/EnableSwitch';
import { ExperimentFormModal } from '../components/ExperimentFormModal';
import { v1Api } from '../api';

export default function ExperimentsPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState({ pn: '1', ps: String(PAGE_SIZE), create: '' }, { ps: oneOf(PAGE_SIZES.map(String)) });
  const canDeploy = useCan()(rule.ownerOrAdmin, code);
  const list = useLoad(() => v1Api.list(code, Number(q.pn), Number(q.ps)), [code, q.pn, q.ps]);
  const [form, setForm] = useState<{ editing: ExperimentV1 | null } | null>(q.create === '1' ? { editing: null } : null);
  const [deploying, setDeploying] = useState<ExperimentV1 | null>(null);
  useEffect(() => {
    if (q.create === '1') setForm({ editing: null });
  }, [q.create]);
  const closeForm = () => {
    setForm(null);
    if (q.create) setQ({ create: '' });
  };
  const reload = () => void list.reload();

  const columns: Column<ExperimentV1>[] = [
    { key: 'id', header: 'Id', width: 60 },
    {
      key: 'name',
      header: 'Name',
      cell: (e) => (
        <Anchor component={Link} href={fillPath(paths.detail, { code, id: e.id })} size="sm" fw={500}>
          {e.name}
        </Anchor>
      ),
    },
    { key: 'scope', header: 'Scope', width: 100, cell: (e) => `${e.scope.min} – ${e.scope.max}` },
    {
      key: 'groups',
      header: 'Groups (weight)',
      cell: (e) => (
        <Group gap={4}>
          {e.groups.map((g) => (
            <Badge key={g.tag} variant="light" style={{ textTransform: 'none' }}>
              {g.tag} · {g.weight}%
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      key: 'clientVersion',
      header: 'Client version',
      width: 120,
      cell: (e) =>
        e.filter.clientVersion || (
          <Text span size="sm" c="dimmed">
            any
          </Text>
        ),
    },
    {
      key: 'sandbox',
      header: 'Sandbox',
      width: 90,
      cell: (e) => <EnableSwitch code={code} experiment={e} env="sandbox" canChange={canDeploy} onChanged={reload} />,
    },
    {
      key: 'prod',
      header: 'Prod',
      width: 90,
      cell: (e) => <EnableSwitch code={code} experiment={e} env="prod" canChange={canDeploy} onChanged={reload} />,
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 170,
      cell: (e) => (
        <Text size="xs">
          {formatTime(e.updatedAt)}
          <br />
          by {e.operator}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 150,
      align: 'right',
      cell: (e) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label="Detail">
            <ActionIcon
              component={Link}
              href={fillPath(paths.detail, { code, id: e.id })}
              variant="subtle"
              aria-label={`Detail of ${e.name}`}
            >
              <IconEye size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Stats">
            <ActionIcon
              component={Link}
              href={fillPath(paths.stats, { code, id: e.id })}
              variant="subtle"
              aria-label={`Stats of ${e.name}`}
            >
              <IconChartBar size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${e.name}`} onClick={() => setForm({ editing: e })}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={canDeploy ? 'Deploy' : V1_MESSAGES.ownersOnly} multiline maw={260}>
            <span style={{ display: 'inline-flex' }}>
              <ActionIcon
                variant="subtle"
                color="teal"
                disabled={!canDeploy}
                aria-label={canDeploy ? `Deploy ${e.name}` : `Deploy ${e.name} (${V1_MESSAGES.ownersOnly})`}
                onClick={() => setDeploying(e)}
              >
                <IconRocket size={16} />
              </ActionIcon>
            </span>
          </Tooltip>
        </Group>
      ),
    },
  ];

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Experiments</ScreenTitle>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })}>
          Create
        </Button>
      </Group>
      <DataTable
        label="Experiments"
        columns={columns}
        data={list.data?.experiments ?? []}
        rowKey={(e) => e.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        server={{
          page: Number(q.pn),
          pageSize: Number(q.ps),
          total: list.data?.total ?? 0,
          onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }),
        }}
        emptyText="No experiments yet"
      />
      <ExperimentFormModal
        code={code}
        opened={!!form}
        editing={form?.editing ?? null}
        onClose={closeForm}
        onSaved={() => {
          closeForm();
          reload();
        }}
      />
      <DeployModal
        code={code}
        experiment={deploying}
        onClose={() => setDeploying(null)}
        onDeployed={() => {
          setDeploying(null);
          reload();
        }}
      />
    </>
  );
}
