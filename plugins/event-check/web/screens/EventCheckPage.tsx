// Check Event Types (002 §2): the check of one user's events against the catalog with the detail
// modal, the log-files panel, the catalog itself and its import. The query, tab, result filter and
// log page live in the URL; a URL with platform and userId runs the check (palette, shared links).
import { useEffect, useMemo, useState } from 'react';
import { Accordion, ActionIcon, Alert, Button, Group, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconFileImport } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { useCan } from '../../../../core/web/project/hooks';
import { useRouteParams } from '../../../../core/web/routing/params';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import { DEFAULT_LIMIT, DEFAULT_START, PAGE_SIZES, RESULT, RIGHT_EVENT_TYPES, type CheckedEvent, type StoredEventType } from '../../shared';
import { eventCheckApi, type CheckInput } from '../api';
import { CheckForm } from '../components/CheckForm';
import { EventDetailModal } from '../components/EventDetailModal';
import { EventTypesPanel } from '../components/EventTypesPanel';
import { ImportModal } from '../components/ImportModal';
import { LogFilesPanel } from '../components/LogFilesPanel';
import { ResultBadge } from '../components/ResultBadge';
import { TrackingGate } from '../components/TrackingGate';
import { formatTs } from '../format';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

const DEFAULTS = {
  tab: 'check',
  platform: '',
  userId: '',
  start: String(DEFAULT_START),
  limit: String(DEFAULT_LIMIT),
  result: 'all',
  lpn: '1',
  lps: '10',
  import: '',
};

function EventCheck({ code }: { code: string }) {
  const [q, setQ] = useQueryState(DEFAULTS);
  const mayEdit = useCan()(rule.right(RIGHT_EVENT_TYPES, { limit: false }));
  const loaded = useLoad(() => eventCheckApi.catalog(code).then((r) => r.eventTypes), [code]);
  const [changed, setChanged] = useState<StoredEventType[] | null>(null);
  useEffect(() => setChanged(null), [loaded.data]);
  const catalog = useMemo(() => changed ?? loaded.data ?? [], [changed, loaded.data]);
  const [importing, setImporting] = useState(false);
  const [detail, setDetail] = useState<CheckedEvent | null>(null);
  // Checking the same query again reads the events again.
  const [tick, setTick] = useState(0);

  const input: CheckInput = { platform: q.platform, userId: q.userId, start: q.start, limit: q.limit };
  const ready = !!q.platform && !!q.userId.trim();
  const check = useLoad(
    () => (ready ? eventCheckApi.check(code, input) : Promise.resolve(null)),
    [code, q.platform, q.userId, q.start, q.limit, tick],
  );

  useEffect(() => {
    if (q.import !== '1') return;
    if (mayEdit) setImporting(true);
    setQ({ import: '', tab: 'types' });
  }, [q.import, mayEdit, setQ]);

  const shown = useMemo(() => {
    const events = check.data?.events ?? [];
    if (q.result === 'fail') return events.filter((e) => e.result === RESULT.fail);
    if (q.result === 'success') return events.filter((e) => e.result === RESULT.success);
    return events;
  }, [check.data, q.result]);
  const byType = useMemo(() => new Map(catalog.map((t) => [t.type, t])), [catalog]);

  const columns: Column<CheckedEvent>[] = [
    { key: 'index', header: '#', width: 50 },
    { key: 'ts', header: 'Time', width: 190, cell: (e) => formatTs(e.ts) },
    {
      key: 'event',
      header: 'Event',
      width: 190,
      cell: (e) => (
        <Text size="sm" ff="monospace">
          {e.event}
        </Text>
      ),
    },
    { key: 'level', header: 'Level', width: 60 },
    { key: 'result', header: 'Result', width: 120, cell: (e) => <ResultBadge result={e.result} /> },
    {
      key: 'reasons',
      header: 'Reasons',
      width: 380,
      cell: (e) =>
        e.reasons.length ? (
          <Text size="sm" c="red" lineClamp={2}>
            {e.reasons[0]}
            {e.reasons.length > 1 ? ` (+${e.reasons.length - 1} more)` : ''}
          </Text>
        ) : null,
    },
    {
      key: 'detail',
      header: '',
      width: 50,
      cell: (e) => (
        <Tooltip label="Detail">
          <ActionIcon variant="subtle" aria-label={`Detail of event ${e.index}`} onClick={() => setDetail(e)}>
            <IconEye size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  const summary = check.data?.summary;
  return (
    <Stack gap="md">
      <Group justify="flex-end" mt={-52}>
        {mayEdit && (
          <Button variant="light" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
            Import
          </Button>
        )}
      </Group>
      <FilterTabs
        value={q.tab === 'types' ? 'types' : 'check'}
        onChange={(tab) => setQ({ tab })}
        tabs={[
          { value: 'check', label: 'Check' },
          { value: 'types', label: `Event types (${catalog.length})` },
        ]}
      >
        {q.tab === 'types' ? (
          <EventTypesPanel code={code} catalog={catalog} loading={loaded.loading} mayEdit={mayEdit} onChanged={setChanged} />
        ) : (
          <Stack gap="md">
            <CheckForm
              value={input}
              loading={check.loading && ready}
              onCheck={(next) => {
                setQ(next);
                setTick((n) => n + 1);
              }}
            />
            {!loaded.loading && catalog.length === 0 && (
              <Alert color="yellow" title="The catalog is empty">
                Every event fails until the catalog describes it: add event types or import them
                {mayEdit ? '' : ' (ask someone with the eventTypes right)'}.
              </Alert>
            )}
            {summary && (
              <Group justify="space-between">
                <Text size="sm" role="status" aria-label="Check summary">
                  {summary.total} events ·{' '}
                  <Text span c="green">
                    {summary.success} success
                  </Text>{' '}
                  ·{' '}
                  <Text span c="red">
                    {summary.fail} fail
                  </Text>
                </Text>
                <SegmentedControl
                  size="xs"
                  aria-label="Show"
                  value={q.result}
                  onChange={(v) => setQ({ result: v })}
                  data={[
                    { value: 'all', label: 'All' },
                    { value: 'fail', label: 'Fail (0)' },
                    { value: 'success', label: 'Success (1)' },
                  ]}
                />
              </Group>
            )}
            {ready && (
              <DataTable
                label="Checked events"
                columns={columns}
                data={shown}
                rowKey={(e) => e.index}
                loading={check.loading}
                pageSizes={PAGE_SIZES}
                emptyText={summary?.total ? 'No events with this result' : `No events of ${q.userId} on this platform`}
              />
            )}
            <Accordion variant="separated" defaultValue="logs">
              <Accordion.Item value="logs">
                <Accordion.Control>{q.userId ? `Log files of ${q.userId}` : 'Log files'}</Accordion.Control>
                <Accordion.Panel>
                  <LogFilesPanel
                    code={code}
                    userId={q.userId.trim()}
                    page={Number(q.lpn) || 1}
                    pageSize={Number(q.lps) || 10}
                    onPage={(pn, ps) => setQ({ lpn: String(pn), lps: String(ps) })}
                    onCheckUser={(f) => {
                      setQ({ userId: f.userId, platform: String(f.platform), lpn: '1' });
                      setTick((n) => n + 1);
                    }}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          </Stack>
        )}
      </FilterTabs>
      <EventDetailModal event={detail} eventType={detail ? byType.get(detail.event) : undefined} onClose={() => setDetail(null)} />
      <ImportModal
        code={code}
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={(next) => {
          setImporting(false);
          setChanged(next);
          setQ({ tab: 'types' });
        }}
      />
    </Stack>
  );
}

export default function EventCheckPage() {
  const { code } = useRouteParams<{ code: string }>();
  return (
    <Stack gap="md">
      <ScreenTitle>Check Event Types</ScreenTitle>
      <TrackingGate code={code}>
        <EventCheck code={code} />
      </TrackingGate>
    </Stack>
  );
}
