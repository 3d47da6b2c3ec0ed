// Experiment detail, v1 (000 §2.6, 001 "Experiment detail"): the descriptor, the groups table by
// scope (a row per level with its default puzzle from the latest release and its boss mark, a
// column per group; a cell opens the puzzle's detail), the weights, the
// deployment history of one env (prod or sandbox, in the URL) with Running/Closed, Back to the
// previous page, and the button to the experiment's apply page (plugin applies, by link need).
import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title, Tooltip, UnstyledButton } from '@mantine/core';
import { IconArrowLeft, IconReplace } from '@tabler/icons-react';
import { Link, useLocation } from 'wouter';
import { fillPath } from '../../../../../core/shared/endpoint';
import { FilterTabs } from '../../../../../core/web/FilterTabs';
import { errorMessage } from '../../../../../core/web/http';
import { useLink } from '../../../../../core/web/links';
import { useRouteParams } from '../../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../../core/web/table/DataTable';
import { formatTime } from '../../../../../core/web/time';
import { useLoad } from '../../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../../core/web/useQueryState';
import { linkNeeds, PAGE_SIZES, paths } from '../../../shared';
import type { DeployRef, DeploymentV1, ExperimentV1Detail } from '../../../endpoints/v1';
import { PuzzleDetailModal } from '../../components/PuzzleDetailModal';
import { BossBadge, ReleaseSource, useReleaseLevels } from '../components/ReleaseLevels';
import type { ReleaseLevel } from '../../../endpoints/v1';
import { v1Api } from '../api';

const HISTORY_TABS = [
  { value: 'prod', label: 'Prod' },
  { value: 'sandbox', label: 'Sandbox' },
];

export function StatusBadge({ deploy }: { deploy: DeployRef | DeploymentV1 | null }) {
  if (!deploy)
    return (
      <Text span size="sm" c="dimmed">
        Not deployed
      </Text>
    );
  return (
    <Badge color={deploy.enable ? 'teal' : 'gray'} variant="light">
      {deploy.enable ? 'Running' : 'Closed'}
    </Badge>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

function PuzzleButton({ puzzleId, label, onPuzzle }: { puzzleId: number; label: string; onPuzzle: (id: number) => void }) {
  return (
    <UnstyledButton onClick={() => onPuzzle(puzzleId)} aria-label={label} c="blue" fz="sm" style={{ textDecoration: 'underline' }}>
      {puzzleId}
    </UnstyledButton>
  );
}

function GroupsTable({
  e,
  defaults,
  onPuzzle,
}: {
  e: ExperimentV1Detail;
  defaults: Map<number, ReleaseLevel>;
  onPuzzle: (id: number) => void;
}) {
  const levels = Array.from({ length: e.scope.max - e.scope.min + 1 }, (_, i) => e.scope.min + i);
  return (
    <Table withTableBorder withColumnBorders striped fz="sm" aria-label="Groups by scope level">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={90}>Level</Table.Th>
          <Table.Th>Default puzzle</Table.Th>
          {e.groups.map((g) => (
            <Table.Th key={g.tag}>Group {g.tag}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {levels.map((level) => {
          const def = defaults.get(level);
          return (
            <Table.Tr key={level}>
              <Table.Td>
                {level}
                {def?.boss && <BossBadge />}
              </Table.Td>
              <Table.Td>
                {def ? (
                  <Group gap={6} wrap="nowrap">
                    <PuzzleButton puzzleId={def.puzzleId} label={`Default puzzle ${def.puzzleId} at level ${level}`} onPuzzle={onPuzzle} />
                    <Text span size="xs" c="dimmed">
                      {def.name}
                    </Text>
                  </Group>
                ) : (
                  <Text span c="dimmed" size="sm">
                    —
                  </Text>
                )}
              </Table.Td>
              {e.groups.map((g) => {
                const puzzleId = g.data.find((d) => d.level === level)?.puzzleId;
                return (
                  <Table.Td key={g.tag}>
                    {puzzleId ? (
                      <PuzzleButton
                        puzzleId={puzzleId}
                        label={`Puzzle ${puzzleId} of group ${g.tag} at level ${level}`}
                        onPuzzle={onPuzzle}
                      />
                    ) : (
                      <Text span c="dimmed" size="sm">
                        —
                      </Text>
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}

const historyColumns: Column<DeploymentV1>[] = [
  { key: 'id', header: 'Id', width: 70 },
  { key: 'status', header: 'Status', width: 110, cell: (d) => <StatusBadge deploy={d} /> },
  { key: 'operator', header: 'Operator' },
  { key: 'createdAt', header: 'Deployed', cell: (d) => formatTime(d.createdAt) },
  { key: 'updatedAt', header: 'Updated', cell: (d) => formatTime(d.updatedAt) },
];

export default function ExperimentDetailPage() {
  const { code = '', id = '' } = useRouteParams<{ code: string; id: string }>();
  // rtype: the release type the default puzzles are read for ('' = the project's first).
  const [q, setQ] = useQueryState({ env: 'prod', rtype: '' }, { env: oneOf(['prod', 'sandbox']) });
  const release = useReleaseLevels(code, q.rtype);
  const [, navigate] = useLocation();
  const load = useLoad(() => v1Api.get(code, Number(id)), [code, id]);
  const [puzzle, setPuzzle] = useState<number | null>(null);
  const applyHref = useLink(linkNeeds.apply)({ code, id: Number(id) });
  const e = load.data?.experiment;
  // Back to the previous page; opened on its own (a shared link), back to the list.
  const back = () => (window.history.length > 1 ? window.history.back() : navigate(fillPath(paths.list, { code })));

  return (
    <>
      <Group justify="space-between" mb="md">
        <Group gap="sm">
          <Button variant="default" leftSection={<IconArrowLeft size={16} />} onClick={back}>
            Back
          </Button>
          <ScreenTitle>Experiment detail</ScreenTitle>
        </Group>
        {applyHref ? (
          <Button component={Link} href={applyHref} leftSection={<IconReplace size={16} />}>
            Apply
          </Button>
        ) : (
          <Tooltip label="The apply page is not available in this project">
            <span style={{ display: 'inline-flex' }}>
              <Button disabled leftSection={<IconReplace size={16} />}>
                Apply
              </Button>
            </span>
          </Tooltip>
        )}
      </Group>
      {load.error && (
        <Alert color="red" title="The experiment could not be read">
          {errorMessage(load.error)}
        </Alert>
      )}
      {load.loading && !e && (
        <Text c="dimmed" size="sm">
          Loading…
        </Text>
      )}
      {e && (
        <Stack gap="lg">
          <Card withBorder padding="md">
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
              <Field label="Id">{e.id}</Field>
              <Field label="Name">{e.name}</Field>
              <Field label="Scope">{`Levels ${e.scope.min} – ${e.scope.max}`}</Field>
              <Field label="Client version">{e.filter.clientVersion || 'any'}</Field>
              <Field label="Sandbox">
                <StatusBadge deploy={e.sandboxDeploy} />
              </Field>
              <Field label="Prod">
                <StatusBadge deploy={e.prodDeploy} />
              </Field>
              <Field label="Created">{formatTime(e.createdAt)}</Field>
              <Field label="Updated">{`${formatTime(e.updatedAt)} by ${e.operator}`}</Field>
            </SimpleGrid>
          </Card>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Weights
            </Title>
            <Group gap="xs">
              {e.groups.map((g) => (
                <Badge key={g.tag} size="lg" variant="light" style={{ textTransform: 'none' }}>{`Group ${g.tag}: ${g.weight}%`}</Badge>
              ))}
            </Group>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Groups by scope
            </Title>
            <Text size="xs" c="dimmed">
              Click a puzzle id to see the puzzle.
            </Text>
            <ReleaseSource data={release.data} type={q.rtype} onType={(rtype) => setQ({ rtype })} />
            <GroupsTable e={e} defaults={release.byLevel} onPuzzle={setPuzzle} />
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h4">
              Deployment history
            </Title>
            <FilterTabs value={q.env} onChange={(env) => setQ({ env })} tabs={HISTORY_TABS}>
              <DataTable
                label={`Deployments to ${q.env}`}
                columns={historyColumns}
                data={e.deployments.filter((d) => d.env === q.env)}
                rowKey={(d) => d.id}
                pageSizes={PAGE_SIZES}
                emptyText={`Never deployed to ${q.env}`}
              />
            </FilterTabs>
          </Stack>
        </Stack>
      )}
      <PuzzleDetailModal code={code} puzzleId={puzzle} onClose={() => setPuzzle(null)} />
    </>
  );
}
