// Jobs (admin): every background job, newest first, filtered by source (operators' jobs by
// default: scheduled housekeeping runs only when asked for), kind, state and project (in the URL); progress bars refresh while a job on the page is queued or running; Retry (failed,
// cancelled) and Cancel (queued, running) ask first and say what they did.
import { useEffect, useState } from 'react';
import { Badge, Button, Code, Group, Select, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconPlayerStop, IconRefresh } from '@tabler/icons-react';
import { isFinished, JOB_STATES } from '../../../../core/shared/jobs';
import { confirmAction } from '../../../../core/web/dialogs';
import { JOB_STATE_COLORS, JobProgress, JobProgressView } from '../../../../core/web/jobs/JobProgress';
import { formatJson } from '../../../../core/web/json';
import { toast } from '../../../../core/web/notify';
import { refused } from '../../../../core/web/refused';
import { useProjects } from '../../../../core/web/project/hooks';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import {
  DEFAULT_PAGE_SIZE,
  JOB_SOURCE_LABELS,
  JOB_SOURCES,
  PAGE_SIZES,
  type AdminJobView,
  type JobListResponse,
  type JobSource,
} from '../../shared';
import { jobsApi } from '../api';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

const REFRESH_MS = 2_000;

function JobActions({ job, onChanged }: { job: AdminJobView; onChanged: () => void }) {
  // A refusal (409: the job moved on meanwhile) is shown by the error notice, not thrown on.
  const shown = (e: unknown) => {
    refused(e);
    onChanged();
  };
  const retry = async () => {
    if (!(await confirmAction({ message: `Run job ${job.id} (${job.kind}) again?`, confirm: 'Retry' }))) return;
    try {
      toast((await jobsApi.retry(job.id)).message);
      onChanged();
    } catch (e) {
      shown(e);
    }
  };
  const cancel = async () => {
    if (
      !(await confirmAction({
        message: `Cancel job ${job.id} (${job.kind})?${job.state === 'running' ? ' Its run is stopped.' : ''}`,
        confirm: 'Cancel job',
        danger: true,
      }))
    )
      return;
    try {
      toast((await jobsApi.cancel(job.id)).message);
      onChanged();
    } catch (e) {
      shown(e);
    }
  };
  if ((job.state === 'failed' || job.state === 'cancelled') && job.retryRefused) {
    // Not offered: its plugin says why (a deploy runs once; a new one starts from its own screen).
    return (
      <Tooltip label={job.retryRefused} multiline w={260}>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconRefresh size={14} />}
          data-disabled
          aria-disabled="true"
          onClick={(e) => e.preventDefault()}
          aria-label={`Retry job ${job.id}: ${job.retryRefused}`}
        >
          Retry
        </Button>
      </Tooltip>
    );
  }
  if (job.state === 'failed' || job.state === 'cancelled') {
    return (
      <Button
        size="compact-sm"
        variant="light"
        leftSection={<IconRefresh size={14} />}
        onClick={() => void retry()}
        aria-label={`Retry job ${job.id}`}
      >
        Retry
      </Button>
    );
  }
  if (!isFinished(job.state)) {
    return (
      <Button
        size="compact-sm"
        variant="light"
        color="red"
        leftSection={<IconPlayerStop size={14} />}
        onClick={() => void cancel()}
        aria-label={`Cancel job ${job.id}`}
      >
        Cancel
      </Button>
    );
  }
  return null;
}

/** A row opened: the job followed live (core's JobProgress), its payload and its result. */
function JobDetail({ job }: { job: AdminJobView }) {
  return (
    <Stack gap="xs" p="xs" maw={900}>
      <JobProgress id={job.id} />
      <SimpleGrid cols={2}>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Payload
          </Text>
          <Code block>{formatJson(job.payload)}</Code>
        </Stack>
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Result
          </Text>
          <Code block>{job.result === null ? '—' : formatJson(job.result)}</Code>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

export default function JobsPage() {
  const [q, setQ] = useQueryState(
    { kind: '', state: '', project: '', source: 'operators', pn: '1', ps: String(DEFAULT_PAGE_SIZE) },
    { ps: oneOf(PAGE_SIZES), state: oneOf(JOB_STATES), source: oneOf(JOB_SOURCES) },
  );
  const projects = useProjects();
  const query = () => ({
    kind: q.kind,
    state: q.state,
    project: q.project,
    source: q.source as JobSource,
    pn: Number(q.pn),
    ps: Number(q.ps),
  });
  const list = useLoad(() => jobsApi.list(query()), [q.kind, q.state, q.project, q.source, q.pn, q.ps]);
  // Fresher rows fetched in the background while work is under way (no loading overlay each time).
  const [fresh, setFresh] = useState<JobListResponse | null>(null);
  useEffect(() => setFresh(null), [list.data]);
  const data = fresh ?? list.data;
  const active = !!data?.jobs.some((j) => !isFinished(j.state));
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      jobsApi.list(query()).then(setFresh, () => {});
    }, REFRESH_MS);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the timer restarts when the query's fields change; query() reads the same fields
  }, [active, q.kind, q.state, q.project, q.source, q.pn, q.ps]);

  const columns: Column<AdminJobView>[] = [
    { key: 'id', header: 'Id', width: 70 },
    {
      key: 'kind',
      header: 'Kind',
      cell: (j) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" ff="monospace">
            {j.kind}
          </Text>
          {j.scheduled && (
            <Badge size="xs" variant="outline" color="gray">
              scheduled
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'project', header: 'Project', width: 100, cell: (j) => j.project ?? '—' },
    {
      key: 'state',
      header: 'State',
      width: 130,
      cell: (j) => (
        <Badge color={JOB_STATE_COLORS[j.state]} variant="light">
          {j.state}
        </Badge>
      ),
    },
    { key: 'progress', header: 'Progress', width: 150, cell: (j) => <JobProgressView job={j} compact /> },
    { key: 'attempts', header: 'Attempts', width: 90, align: 'right', cell: (j) => `${j.attempts} / ${j.maxAttempts}` },
    { key: 'createdAt', header: 'Created', width: 170, cell: (j) => formatTime(j.createdAt) },
    { key: 'finishedAt', header: 'Finished', width: 170, cell: (j) => formatTime(j.finishedAt) },
    { key: 'actions', header: 'Actions', width: 110, cell: (j) => <JobActions job={j} onChanged={() => void list.reload()} /> },
  ];
  return (
    <>
      <ScreenTitle mb="md">Jobs</ScreenTitle>
      <DataTable
        label="Jobs"
        columns={columns}
        data={data?.jobs ?? []}
        rowKey={(j) => j.id}
        loading={list.loading}
        pageSizes={PAGE_SIZES}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        server={{
          page: Number(q.pn),
          pageSize: Number(q.ps),
          total: data?.total ?? 0,
          onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }),
        }}
        detail={(j) => <JobDetail job={j} />}
        emptyText="No jobs match"
        toolbar={
          <Group>
            <Select
              aria-label="Source"
              data={JOB_SOURCES.map((value) => ({ value, label: JOB_SOURCE_LABELS[value] }))}
              value={q.source}
              allowDeselect={false}
              onChange={(v) => setQ({ source: v ?? 'operators', pn: '1' })}
              w={170}
            />
            <Select
              aria-label="Kind"
              placeholder="All kinds"
              clearable
              searchable
              data={data?.kinds ?? (q.kind ? [q.kind] : [])}
              value={q.kind || null}
              onChange={(v) => setQ({ kind: v ?? '', pn: '1' })}
              w={200}
            />
            <Select
              aria-label="State"
              placeholder="All states"
              clearable
              data={[...JOB_STATES]}
              value={q.state || null}
              onChange={(v) => setQ({ state: v ?? '', pn: '1' })}
              w={150}
            />
            <Select
              aria-label="Project"
              placeholder="All projects"
              clearable
              searchable
              data={projects.list.map((p) => p.code)}
              value={q.project || null}
              onChange={(v) => setQ({ project: v ?? '', pn: '1' })}
              w={160}
            />
          </Group>
        }
      />
    </>
  );
}
