// The release panel of a publishable (DESIGN §5): closed by default; open, it shows the last
// release on sandbox and on prod and an env's history, newest first, with the live snapshot
// marked and "Roll back" on every other live-slot snapshot (prod: owners and admins only).
import { useState } from 'react';
import { Badge, Button, Card, Collapse, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconHistory } from '@tabler/icons-react';
import { rule as access } from '../../shared/access';
import { ENVS, type Env } from '../../shared/constants';
import { call } from '../http';
import { ProdLocked } from '../access/ProdLocked';
import { useCan } from '../project/hooks';
import { DataTable, type Column } from '../table/DataTable';
import { formatTime } from '../time';
import { useLoad } from '../useLoad';
import type { PublishableSpec, ReleaseSnapshot } from '../../shared/publish';
import { confirmRollback } from './rollback';

const PAGE_SIZES = [10, 20, 50] as const;

export interface ReleasePanelProps {
  spec: PublishableSpec;
  code: string;
  /** One of the spec's kinds (e.g. the screen's platform tab); all of them when absent. */
  kind?: string;
  /** One key (e.g. the screen's platform); every key when absent. */
  releaseKey?: string;
  /** Called after a rollback, so the screen reloads what it shows. */
  onChanged?: () => void;
}

function Last({ env, s }: { env: Env; s: ReleaseSnapshot | null | undefined }) {
  return (
    <Text size="sm" data-testid={`release-last-${env}`}>
      <Text span c="dimmed">
        {env}:{' '}
      </Text>
      {s ? `#${s.id} ${s.action}, ${formatTime(s.createdAt)} by ${s.operator}` : 'never released'}
    </Text>
  );
}

function History(props: ReleasePanelProps & { env: Env; tick: number; onRolledBack: () => void }) {
  const { spec, code, kind, releaseKey, env } = props;
  const [page, setPage] = useState({ pn: 1, ps: 10 });
  const can = useCan();
  const mayChange = env !== 'prod' || can(access.ownerOrAdmin);
  const list = useLoad(
    () => call(spec.endpoints.history, { params: { code }, query: { env, kind, key: releaseKey, pn: page.pn, ps: page.ps } }),
    [code, env, kind, releaseKey, page.pn, page.ps, props.tick],
  );
  const columns: Column<ReleaseSnapshot>[] = [
    { key: 'id', header: 'returnId', cell: (s) => `#${s.id}` },
    { key: 'key', header: 'Key', cell: (s) => s.key || '-' },
    {
      key: 'action',
      header: 'Action',
      cell: (s) => (
        <Group gap={6} wrap="nowrap">
          <span>
            {s.slot === 'staging' ? `${s.action} (staging)` : s.action}
            {s.sourceId ? ` from #${s.sourceId}` : ''}
          </span>
          {s.live && (
            <Badge color="green" size="sm" data-testid={`release-live-${s.id}`}>
              live
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'operator', header: 'Operator' },
    { key: 'createdAt', header: 'Time', cell: (s) => formatTime(s.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      cell: (s) =>
        s.live || s.slot !== 'live' ? null : (
          <ProdLocked locked={!mayChange}>
            <Button
              size="compact-sm"
              variant="light"
              color={env === 'prod' ? 'red' : undefined}
              disabled={!mayChange}
              aria-label={`Roll back ${env} to #${s.id}`}
              onClick={() => void confirmRollback(spec, code, env, s.id).then((done) => done && props.onRolledBack())}
            >
              Roll back
            </Button>
          </ProdLocked>
        ),
    },
  ];
  return (
    <DataTable
      label={`${spec.title} on ${env}`}
      columns={columns}
      data={list.data?.rows ?? []}
      rowKey={(s) => s.id}
      loading={list.loading}
      pageSizes={PAGE_SIZES}
      server={{ page: page.pn, pageSize: page.ps, total: list.data?.count ?? 0, onChange: (pn, ps) => setPage({ pn, ps }) }}
      emptyText={`Nothing released on ${env} yet`}
    />
  );
}

export function ReleasePanel(props: ReleasePanelProps) {
  const [open, setOpen] = useState(false);
  const [env, setEnv] = useState<Env>('sandbox');
  const [tick, setTick] = useState(0);
  const last = useLoad(
    () =>
      open
        ? call(props.spec.endpoints.last, { params: { code: props.code }, query: { kind: props.kind, key: props.releaseKey } })
        : Promise.resolve(undefined),
    [open, props.code, props.kind, props.releaseKey, tick],
  );
  const rolledBack = () => {
    setTick((n) => n + 1);
    props.onChanged?.();
  };
  return (
    <Card withBorder padding="sm" mt="md">
      <Button
        variant="subtle"
        leftSection={open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        rightSection={<IconHistory size={16} />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        w="fit-content"
      >
        Releases
      </Button>
      <Collapse in={open}>
        {open && (
          <Stack gap="xs" mt="xs">
            <Group gap="lg">
              <Text size="sm" fw={500}>
                Last release
              </Text>
              <Last env="sandbox" s={last.data?.sandbox} />
              <Last env="prod" s={last.data?.prod} />
            </Group>
            <Tabs value={env} onChange={(v) => setEnv((v as Env) ?? 'sandbox')} keepMounted={false}>
              <Tabs.List mb="sm">
                {ENVS.map((e) => (
                  <Tabs.Tab key={e} value={e}>{`${e} releases`}</Tabs.Tab>
                ))}
              </Tabs.List>
              {ENVS.map((e) => (
                <Tabs.Panel key={e} value={e}>
                  <History {...props} env={e} tick={tick} onRolledBack={rolledBack} />
                </Tabs.Panel>
              ))}
            </Tabs>
          </Stack>
        )}
      </Collapse>
    </Card>
  );
}
