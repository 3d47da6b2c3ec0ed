// The bundle's resource file: checked for the spec's file-name rule, uploaded at once to
// bundle/{platform}/{random5}/{filename} with a progress bar, then shown with its size and md5.
import { useState } from 'react';
import { Anchor, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { randomKeyPart, useUpload } from '../../../../core/web/upload';
import { FILE_NAME_PATTERN, fileNameOf, MESSAGES } from '../../shared';
import type { Resource } from '../formValues';

const kb = (n?: number) =>
  n === undefined ? '' : n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;

export function ResourceField(props: {
  code: string;
  platform: string;
  value: Resource | null;
  onChange: (r: Resource | null) => void;
  error?: string;
  onBusy: (busy: boolean) => void;
}) {
  const { code, platform, value, onChange, error, onBusy } = props;
  const { upload, progress } = useUpload(code);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');

  const pick = async (f: File | null) => {
    setFile(f);
    setFileError('');
    if (!f) return;
    if (!FILE_NAME_PATTERN.test(f.name)) return setFileError(MESSAGES.fileName);
    onBusy(true);
    try {
      const r = await upload(f, `bundle/${platform}/${randomKeyPart(5)}/${f.name}`);
      onChange({ url: r.url, size: r.size, md5: r.dataHash });
    } catch {
      setFile(null); // the error notice shows why
    } finally {
      onBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <FileInput
        label="Resource file"
        withAsterisk
        placeholder={value ? 'Replace the file' : 'Pick a file'}
        leftSection={<IconFileZip size={16} />}
        value={file}
        onChange={(f) => void pick(f)}
        error={fileError || error}
        clearable
      />
      {progress !== null && <Progress value={progress} animated aria-label="Upload progress" />}
      {value && progress === null && (
        <Group gap="xs">
          <Anchor size="sm" href={value.url} target="_blank" rel="noreferrer">
            {fileNameOf(value.url)}
          </Anchor>
          <Text size="xs" c="dimmed">
            {kb(value.size)}
            {value.md5 ? ` · md5 ${value.md5.slice(0, 8)}…` : ''}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
