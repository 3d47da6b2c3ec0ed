// A started puzzles job's progress, then its file to download.
import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { JobProgress } from '../../../../core/web/jobs/JobProgress';
import { toast } from '../../../../core/web/notify';
import { TOASTS } from '../../shared';
import { puzzlesApi } from '../api';

export function JobFile({ code, jobId }: { code: string; jobId: number }) {
  const [done, setDone] = useState<{ name: string } | null>(null);
  return (
    <Stack gap={4}>
      <JobProgress id={jobId} onFinished={(job) => job.state === 'succeeded' && setDone(job.result as { name: string })} />
      {done && (
        <Button
          component="a"
          href={puzzlesApi.fileUrl(code, jobId)}
          download={done.name}
          size="xs"
          w="fit-content"
          onClick={() => toast(TOASTS.downloaded)}
        >
          Download {done.name}
        </Button>
      )}
    </Stack>
  );
}
