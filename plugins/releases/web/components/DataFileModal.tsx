// Build a release's data file (a core job with progress), then download it: `default` is the
// release's content as JSON, `assetBundle` a zip of that JSON and the puzzles' pictures.
import { useEffect, useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { JobProgress } from '../../../../core/web/jobs/JobProgress';
import { toast } from '../../../../core/web/notify';
import { TOASTS, type DataVariant, type Release } from '../../shared';
import { releasesApi } from '../api';

export function DataFileModal({
  code,
  release,
  onClose,
  onBuilt,
}: {
  code: string;
  release: Release | null;
  onClose: () => void;
  onBuilt: () => void;
}) {
  const [variant, setVariant] = useState<DataVariant>('default');
  const [jobId, setJobId] = useState<number | null>(null);
  const [done, setDone] = useState<{ name: string } | null>(null);
  const [starting, setStarting] = useState(false);
  useEffect(() => {
    setJobId(null);
    setDone(null);
  }, [release?.id, variant]);
  const start = async () => {
    if (!release) return;
    setStarting(true);
    try {
      setDone(null);
      setJobId((await releasesApi.build(code, release.id, variant)).jobId);
    } finally {
      setStarting(false);
    }
  };
  return (
    <Modal opened={!!release} onClose={onClose} title={release ? `Data file: ${release.name}` : ''} size={560}>
      {release && (
        <Stack>
          <Text size="sm" c="dimmed">
            {release.published
              ? 'Built from the frozen content; the default file is what online releases take.'
              : 'Not published: the file shows the content as it is now (an upload builds its own).'}
          </Text>
          <Group>
            <Text size="sm" fw={500} id="release-variant">
              Variant
            </Text>
            <SegmentedControl
              aria-labelledby="release-variant"
              value={variant}
              onChange={(v) => setVariant(v as DataVariant)}
              data={[
                { value: 'default', label: 'default (JSON)' },
                { value: 'assetBundle', label: 'assetBundle (zip)' },
              ]}
            />
          </Group>
          <Button w="fit-content" loading={starting} onClick={() => void start()}>
            Build data file
          </Button>
          {jobId !== null && (
            <JobProgress
              id={jobId}
              onFinished={(job) => {
                if (job.state !== 'succeeded') return;
                setDone(job.result as { name: string });
                onBuilt();
              }}
            />
          )}
          {done && jobId !== null && (
            <Button
              component="a"
              href={releasesApi.fileUrl(code, jobId)}
              download={done.name}
              variant="light"
              w="fit-content"
              onClick={() => toast(TOASTS.downloaded)}
            >
              Download {done.name}
            </Button>
          )}
        </Stack>
      )}
    </Modal>
  );
}
