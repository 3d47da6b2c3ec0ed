// The line under a Monaco editor: the console's keys (its id describes the editor's input) and a
// status region that says the Tab mode after Ctrl+M. The SQL editor and the config center's diff
// editor both show it.
import { Group, Text } from '@mantine/core';
import { keysHint } from './editorKeys';

/** The bar's height: an editor takes the rest of its box. */
export const STATUS_BAR_HEIGHT = 26;

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function EditorStatusBar({
  hintId,
  tabMovesFocus,
  said,
  prefix = '',
}: {
  hintId: string;
  tabMovesFocus: boolean;
  said: string;
  prefix?: string;
}) {
  return (
    <Group h={STATUS_BAR_HEIGHT} px="xs" gap="md" wrap="nowrap" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Text id={hintId} size="xs" c="dimmed" truncate>
        {prefix}
        {keysHint(tabMovesFocus)}
      </Text>
      <span role="status" style={VISUALLY_HIDDEN}>
        {said}
      </span>
    </Group>
  );
}
