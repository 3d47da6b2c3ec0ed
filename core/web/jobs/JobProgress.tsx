// A job's progress for any screen: state, a bar (striped while the total is unknown), the
// handler's line of text and the error of a failed run. <JobProgress id> polls the job itself;
// <JobProgressView job> draws one the screen already has (a row of a list).
import { useState } from 'react';
import { Badge, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { isFinished, jobEndpoints, type JobState, type JobView } from '../../shared/jobs';
import { call } from '../http';
import { useJob } from './useJob';

export const JOB_STATE_COLORS: Record<JobState, string> = {
  queued: 'gray',
  running: 'blue',
  succeeded: 'green',
  failed: 'red',
  cancelled: 'orange',
};

/** Percent done, or null while the total is unknown. */
export function jobPercent(job: Pick<JobView, 'state' | 'progress'>): number | null {
  if (job.state === 'succeeded') return 100;
  const { done, total } = job.progress;
  if (!total) return null;
  return Math.min(100, Math.round((done / total) * 100));
}

export function JobProgressView({ job, compact = false }: { job: JobView; compact?: boolean }) {
  const percent = jobPercent(job);
  const active = job.state === 'running';
  const label = `Progress of job ${job.id}`;
  const bar = (
    <Progress
      aria-label={label}
      value={percent ?? (active ? 100 : 0)}
      striped={active && percent === null}
      animated={active && percent === null}
      color={JOB_STATE_COLORS[job.state]}
      size={compact ? 'sm' : 'md'}
    />
  );
  const line = job.progress.total ? `${job.progress.done} / ${job.progress.total}` : job.progress.done ? String(job.progress.done) : '';
  if (compact) {
    return (
      <Stack gap={2} miw={120}>
        {bar}
        <Text size="xs" c="dimmed" truncate="end" title={job.progress.message || undefined}>
          {[percent !== null ? `${percent}%` : line, job.progress.message].filter(Boolean).join(' · ') || '\u00a0'}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap={4} data-testid="job-progress">
      <Group justify="space-between" gap="xs">
        <Badge color={JOB_STATE_COLORS[job.state]} variant="light">
          {job.state}
        </Badge>
        <Text size="sm" c="dimmed">
          {percent !== null ? `${percent}%` : line}
        </Text>
      </Group>
      {bar}
      {job.progress.message && <Text size="sm">{job.progress.message}</Text>}
      {job.error && (
        <Text size="sm" c="red" role="alert">
          {job.error}
        </Text>
      )}
    </Stack>
  );
}

/**
 * Polls job `id` and shows its progress until it finishes; `onFinished` gets the finished job. While
 * it is queued or running, Cancel stops it (POST /v1/jobs/:id/cancel, the status route's rule).
 */
export function JobProgress({ id, onFinished }: { id: number; onFinished?: (job: JobView) => void }) {
  const { job, error } = useJob(id, onFinished);
  const [cancelling, setCancelling] = useState(false);
  if (error)
    return (
      <Text size="sm" c="red" role="alert">
        {error}
      </Text>
    );
  if (!job) return <Progress aria-label={`Progress of job ${id}`} value={100} striped animated color="gray" />;
  const cancel = async () => {
    setCancelling(true);
    // The poll shows the cancelled job within a second and hands it to onFinished; a job that
    // finished meanwhile answers 409, which the house's error toast says.
    await call(jobEndpoints.cancel, { params: { id: String(id) } }).catch(() => undefined);
    setCancelling(false);
  };
  return (
    <Stack gap={6}>
      <JobProgressView job={job} />
      {!isFinished(job.state) && (
        <Group justify="flex-end">
          <Button size="xs" variant="default" loading={cancelling} onClick={() => void cancel()} aria-label={`Cancel job ${id}`}>
            Cancel
          </Button>
        </Group>
      )}
    </Stack>
  );
}
