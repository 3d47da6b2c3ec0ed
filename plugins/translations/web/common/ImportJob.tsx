// An Excel import's job in its upload modal (issue 29 item 12): its progress, a button to cancel
// it while it runs, and at the end what it did (the caller's toasts) or every problem of a
// refused file (the job's error names the first 20; the list under it holds them all).
import { useState } from 'react';
import { Button, Group, List, ScrollArea, Text } from '@mantine/core';
import { JobProgressView } from '../../../../core/web/jobs/JobProgress';
import { useJob } from '../../../../core/web/jobs/useJob';
import { isFinished, type JobView } from '../../../../core/shared/jobs';
import { toast } from '../../../../core/web/notify';
import type { ImportJobProblems, ImportJobResult } from '../../endpoints/common';

export function ImportJob({
  jobId,
  cancel,
  onSucceeded,
}: {
  jobId: number;
  cancel: (jobId: number) => Promise<{ message: string }>;
  onSucceeded: (result: ImportJobResult) => void;
}) {
  const [cancelling, setCancelling] = useState(false);
  const { job, error } = useJob(jobId, (done: JobView) => {
    if (done.state === 'succeeded') onSucceeded(done.result as ImportJobResult);
  });
  const stop = async () => {
    setCancelling(true);
    try {
      toast((await cancel(jobId)).message);
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
  const problems = job.state === 'failed' ? ((job.result as ImportJobProblems | null)?.problems ?? []) : [];
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
            Cancel import
          </Button>
        </Group>
      )}
    </>
  );
}
