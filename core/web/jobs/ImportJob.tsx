// An import job in its upload modal (core/server/jobs/fileJobs.ts defineImportJob): its progress,
// a button to cancel it while it runs, and at the end what it did (the caller's toasts) or every
// problem of a refused file (the job's error names the first; the list under it holds them all).
import { useState } from 'react';
import { Button, Group, List, ScrollArea, Text } from '@mantine/core';
import { isFinished, jobEndpoints, type ImportProblems, type JobView } from '../../shared/jobs';
import { call } from '../http';
import { toast } from '../notify';
import { JobProgressView } from './JobProgress';
import { useJob } from './useJob';

const cancelledText = (work: string) => `${work.charAt(0).toUpperCase()}${work.slice(1)} cancelled: nothing was written`;

export function ImportJob<R>({
  jobId,
  work = 'import',
  cancel,
  onSucceeded,
}: {
  jobId: number;
  /** What the job does, in the button and the toast ("Cancel import"; a creation: 'creation'). */
  work?: string;
  /** Stops the job (default: POST /v1/jobs/:id/cancel); resolves with the toast to show. */
  cancel?: (jobId: number) => Promise<{ message: string }>;
  onSucceeded: (result: R) => void;
}) {
  const stopJob =
    cancel ??
    (async (id: number) => {
      await call(jobEndpoints.cancel, { params: { id: String(id) } });
      return { message: cancelledText(work) };
    });
  const [cancelling, setCancelling] = useState(false);
  const { job, error } = useJob(jobId, (done: JobView) => {
    if (done.state === 'succeeded') onSucceeded(done.result as R);
  });
  const stop = async () => {
    setCancelling(true);
    try {
      toast((await stopJob(jobId)).message);
    } finally {
      setCancelling(false);
    }
  };
  if (error)
    return (
      <Text size="sm" c="red" role="alert">
        {error}
      </Text>
    );
  if (!job) return null;
  const problems = job.state === 'failed' ? ((job.result as ImportProblems | null)?.problems ?? []) : [];
  return (
    <>
      <JobProgressView job={job} />
      {problems.length > 1 && (
        <ScrollArea.Autosize mah={220} type="auto">
          <List size="sm" aria-label="Problems of the file">
            {problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </ScrollArea.Autosize>
      )}
      {!isFinished(job.state) && (
        <Group>
          <Button variant="default" color="red" loading={cancelling} onClick={() => void stop()}>
            Cancel {work}
          </Button>
        </Group>
      )}
    </>
  );
}
