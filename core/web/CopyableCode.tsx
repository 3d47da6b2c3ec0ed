// A value shown as code with a copy button (client keys, redeem codes, URLs).
import { ActionIcon, Code, CopyButton, Group, Tooltip, type MantineFontSize } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export function CopyableCode({ value, label, fz, testId }: { value: string; label: string; fz?: MantineFontSize; testId?: string }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Code fz={fz} data-testid={testId}>
        {value}
      </Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy'}>
            <ActionIcon variant="subtle" onClick={copy} aria-label={label}>
              {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
