// One uploaded file (an icon or a creative): picked, uploaded at once under
// ads/{platform}/{random5}/{filename} with a progress bar, then shown as a link.
import { useState } from 'react';
import { ActionIcon, Anchor, FileInput, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload, IconX } from '@tabler/icons-react';
import { randomKeyPart, useUpload } from '../../../../core/web/upload';
import type { AdFile } from '../../schemas';

/** Upload keys allow letters, digits, _ - . only. */
const safeName = (name: string) => name.replace(/[^A-Za-z0-9_.-]/g, '_').replace(/^\.+/, '') || 'file';
export const fileName = (url: string) => decodeURIComponent(url.split('/').pop() ?? url);

export function FileField(props: {
  code: string;
  platform: string;
  label: string;
  accept?: string;
  value: AdFile | null;
  onChange: (f: AdFile | null) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { code, platform, label, accept, value, onChange, onBusy } = props;
  const { upload, progress } = useUpload(code);
  const [file, setFile] = useState<File | null>(null);
  const pick = async (f: File | null) => {
    setFile(f);
    if (!f) return;
    onBusy(true);
    try {
      const r = await upload(f, `ads/${platform}/${randomKeyPart(5)}/${safeName(f.name)}`);
      onChange({ url: r.url, md5: r.dataHash, size: r.size });
    } catch {
      setFile(null); // the error notice says why
    } finally {
      onBusy(false);
    }
  };
  return (
    <Stack gap={4}>
      <FileInput
        label={label}
        accept={accept}
        placeholder={value ? 'Replace the file' : 'Pick a file'}
        leftSection={<IconUpload size={14} />}
        value={file}
        onChange={(f) => void pick(f)}
      />
      {progress !== null && <Progress value={progress} animated aria-label={`${label} upload progress`} />}
      {value && progress === null && (
        <Group gap="xs" wrap="nowrap">
          <Anchor size="xs" href={value.url} target="_blank" rel="noreferrer" truncate="end" maw={300}>
            {fileName(value.url)}
          </Anchor>
          {value.size !== undefined && (
            <Text size="xs" c="dimmed">
              {value.size} B
            </Text>
          )}
          <ActionIcon
            size="sm"
            variant="subtle"
            color="gray"
            aria-label={`Remove ${label}`}
            onClick={() => {
              setFile(null);
              onChange(null);
            }}
          >
            <IconX size={12} />
          </ActionIcon>
        </Group>
      )}
    </Stack>
  );
}
