// Long text in a table cell (a URL, a hash, an order id) on one line, cut with an ellipsis at
// `maxWidth`, with a copy button beside it: the value never widens its table (issue 28: the
// uploads table was 1,689 px wide for its URLs). The whole value is in the DOM (screen readers and
// find-in-page read it), in a tooltip on hover, and what the button copies. CopyableCode is the
// same for a value shown whole (a client key).
import { ActionIcon, Anchor, CopyButton, Group, Text, Tooltip, type MantineSize } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export interface CopyableTextProps {
  value: string;
  /** The copy button's name, e.g. "Copy the URL of logo.png". */
  label: string;
  /** The text is a link to this address (opened in a new tab). */
  href?: string;
  /** Widest the text gets before its ellipsis (px). */
  maxWidth?: number;
  /** Monospace (hashes, ids). */
  mono?: boolean;
  size?: MantineSize;
  /** What the button copies, when not `value` (an absolute URL for a relative one). */
  copyValue?: string;
  /** The screen's own copy (its toasts); without it the button copies and its tooltip says Copied. */
  onCopy?: (value: string) => void;
  testId?: string;
}

export function CopyableText({
  value,
  label,
  href,
  maxWidth = 220,
  mono,
  size = 'xs',
  copyValue = value,
  onCopy,
  testId,
}: CopyableTextProps) {
  const style = { maxWidth, minWidth: 0 };
  const text = href ? (
    <Anchor
      size={size}
      href={href}
      target="_blank"
      rel="noreferrer"
      truncate="end"
      ff={mono ? 'monospace' : undefined}
      style={style}
      data-testid={testId}
    >
      {value}
    </Anchor>
  ) : (
    <Text size={size} truncate="end" ff={mono ? 'monospace' : undefined} style={style} data-testid={testId}>
      {value}
    </Text>
  );
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Tooltip label={value} multiline maw={480} style={{ wordBreak: 'break-all' }} openDelay={300}>
        {text}
      </Tooltip>
      {onCopy ? (
        <Tooltip label="Copy">
          <ActionIcon variant="subtle" aria-label={label} onClick={() => onCopy(copyValue)}>
            <IconCopy size={16} />
          </ActionIcon>
        </Tooltip>
      ) : (
        <CopyButton value={copyValue}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? 'Copied' : 'Copy'}>
              <ActionIcon variant="subtle" aria-label={label} onClick={copy}>
                {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      )}
    </Group>
  );
}
