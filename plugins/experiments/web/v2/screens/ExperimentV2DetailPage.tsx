// Experiment v2 detail (001 §3 "as shown on the detail page"): id, name, times, operator, platform,
// env, AA/AB, status, percent, filter, join rule, phase, and the groups (tag, weight, total,
// levels as puzzle ids), with links to the statistics screen and back to the list.
import { Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'wouter';
import { fillPath } from '../../../../../core/shared/endpoint';
import type { WizardFilter } from '../../../../../core/shared/experiments';
import { useRouteParams } from '../../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../../core/web/shell/ScreenTitle';
import { DataTable } from '../../../../../core/web/table/DataTable';
import { formatTime } from '../../../../../core/web/time';
import { useLoad } from '../../../../../core/web/useLoad';
import { PAGE_SIZES, paths } from '../../../shared';
import { v2Api } from '../api';
import { badgeOf } from '../status';

const bound = (n: number | undefined) => (n ? String(n) : 'open');
const lvText = (lv: [number, number] | undefined) => (lv ? `${bound(lv[0])} – ${bound(lv[1])}` : 'every level');

function filterLines(f: WizardFilter): [string, string][] {
  const [from, to] = f.clientVersion ?? ['0.0.0', '0.0.0'];
  return [
    ['Client versions', `${from === '0.0.0' ? 'open' : from} – ${to === '0.0.0' ? 'open' : to}`],
    ['Levels', lvText(f.lv)],
    ['Dates', f.startAt || f.endAt ? `${f.startAt ?? 'open'} – ${f.endAt ?? 'open'}` : 'any day'],
    ['Countries', f.country?.length ? f.country.join(', ') : 'every country'],
  ];
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

export default function ExperimentV2DetailPage() {
  const { code, id } = useRouteParams<{ code: string; id: string }>();
  const n = Number(id);
  const valid = Number.isSafeInteger(n) && n > 0;
  const one = useLoad(() => (valid ? v2Api.get(code, n) : Promise.resolve(null)), [code, n]);
  const e = one.data;
  return (
    <Stack gap="md">
      <ScreenTitle>{e ? `Experiment #${e.id} ${e.name}` : 'Experiment v2 detail'}</ScreenTitle>
      <Group gap="md">
        <Anchor component={Link} href={fillPath(paths.listV2, { code }) + (e ? `?env=${e.env}&platform=${e.platform}` : '')} size="sm">
          Back to Experiments v2
        </Anchor>
        {e && (
          <Anchor component={Link} href={fillPath(paths.stats, { code, id: e.id })} size="sm">
            Statistics of experiment #{e.id}
          </Anchor>
        )}
      </Group>
      {!valid && <Text c="red">No experiment #{id}</Text>}
      {one.loading && <Text c="dimmed">Loading…</Text>}
      {valid && !one.loading && !e && <Text c="red">Experiment #{id} could not be loaded (see the notice).</Text>}
      {e && (
        <>
          <Paper withBorder p="md">
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
              <Field label="ID">{e.id}</Field>
              <Field label="Name">{e.name}</Field>
              <Field label="Status">
                <Badge variant="light" color={badgeOf(e.status).color}>
                  {badgeOf(e.status).label}
                </Badge>
              </Field>
              <Field label="Kind">{e.aaTag === 1 ? 'AA' : 'AB'}</Field>
              <Field label="Platform">{e.platform}</Field>
              <Field label="Env">{e.env}</Field>
              <Field label="Percent">{e.percent} %</Field>
              <Field label="Phase">{e.phase}</Field>
              <Field label="Created">{formatTime(e.createdAt)}</Field>
              <Field label="Updated">{formatTime(e.updatedAt)}</Field>
              <Field label="Operator">{e.operator || '-'}</Field>
              <Field label="Copied from">
                {e.copyFrom ? (
                  <Anchor component={Link} href={fillPath(paths.detailV2, { code, id: e.copyFrom })}>
                    #{e.copyFrom}
                  </Anchor>
                ) : (
                  '-'
                )}
              </Field>
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md">
            <Text fw={600} mb="xs" component="h2" size="md">
              Filter and join rule
            </Text>
            <SimpleGrid cols={{ base: 2, md: 5 }} spacing="md">
              {filterLines(e.filter).map(([label, value]) => (
                <Field key={label} label={label}>
                  {value}
                </Field>
              ))}
              <Field label="Join at levels">{e.joinRule ? lvText(e.joinRule.lv) : 'any level of the filter'}</Field>
            </SimpleGrid>
          </Paper>
          <DataTable
            label="Groups"
            columns={[
              { key: 'tag', header: 'Group', width: 80 },
              { key: 'weight', header: 'Weight', width: 90, cell: (g) => `${g.weight} %` },
              { key: 'total', header: 'Total', width: 80 },
              { key: 'folderId', header: 'Folder', width: 90, cell: (g) => (g.folderId ? `#${g.folderId}` : '-') },
              {
                key: 'levels',
                header: 'Levels (puzzle ids)',
                cell: (g) =>
                  g.data.levels.length ? (
                    <Text size="sm" ff="monospace" style={{ whiteSpace: 'normal' }}>
                      {g.data.levels.join(', ')}
                    </Text>
                  ) : e.aaTag === 1 ? (
                    'AA: no levels'
                  ) : (
                    'default puzzles'
                  ),
              },
            ]}
            data={e.groups}
            rowKey={(g) => g.tag}
            pageSizes={PAGE_SIZES}
            unpaged
          />
        </>
      )}
    </Stack>
  );
}
