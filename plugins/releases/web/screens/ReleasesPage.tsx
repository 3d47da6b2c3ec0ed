// Puzzle-content releases (000 §2.11): the table (10 a page) with type tags in cycling colours,
// folder links opening the puzzles screen in a new tab, create/edit, detail with the diff,
// publish (lock) by confirmation, the data file (a job, then download), the upload of an
// unpublished release with its check (a published one is locked: not uploaded again; `?upload=<id>`
// opens it, as the palette does), and the release panel (what each type serves per env, history,
// roll back).
// The state and publish are useReleasesPage's; the columns releaseColumns'; the modals ReleaseDialogs'.
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ReleasePanel } from '../../../../core/web/release/ReleasePanel';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable } from '../../../../core/web/table/DataTable';
import { publishable } from '../../endpoints';
import { PAGE_SIZE, PAGE_SIZES } from '../../shared';
import { releaseColumns } from '../components/releaseColumns';
import { ReleaseDialogs } from '../components/ReleaseDialogs';
import { useReleasesPage } from '../components/useReleasesPage';

export default function ReleasesPage() {
  const page = useReleasesPage();
  const { code, q, setQ, pn, ps, list, setForm, types, panelType, reload } = page;

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <ScreenTitle>Releases</ScreenTitle>
        <Group>
          <Select
            aria-label="Release type"
            placeholder="All types"
            clearable
            w={160}
            data={types}
            value={q.type || null}
            onChange={(v) => setQ({ type: v ?? '', pn: '1' })}
          />
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null })}>
            Create
          </Button>
        </Group>
      </Group>
      <DataTable
        label="Releases"
        columns={releaseColumns(page)}
        data={list.data?.rows ?? []}
        rowKey={(r) => r.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        defaultPageSize={PAGE_SIZE}
        server={{ page: pn, pageSize: ps, total: list.data?.count ?? 0, onChange: (p, s) => setQ({ pn: String(p), ps: String(s) }) }}
        emptyText="No releases yet"
      />
      {types.length > 0 && (
        <Stack gap={4}>
          <Group gap="xs">
            <Text size="sm" fw={500} id="release-panel-type">
              Releases served for type
            </Text>
            <Select
              aria-labelledby="release-panel-type"
              w={160}
              allowDeselect={false}
              data={types}
              value={panelType}
              onChange={(v) => setQ({ panelType: v ?? '' })}
            />
          </Group>
          <ReleasePanel spec={publishable} code={code} releaseKey={panelType} onChanged={reload} />
        </Stack>
      )}
      <ReleaseDialogs page={page} />
    </Stack>
  );
}
