// A table cell's long text (a task's name, its title) on one line, cut with an ellipsis: it never
// widens the push tables (issue 28: at 1280 px the list's Status went under the pinned actions).
import { Text, Tooltip } from '@mantine/core';

/** One line cut with an ellipsis at `width` px, the whole text in a tooltip (and in the DOM for readers). */
export function Clipped({ text, width, fw }: { text: string; width: number; fw?: number }) {
  return (
    <Tooltip label={text} multiline maw={420} style={{ overflowWrap: 'anywhere' }} openDelay={300} disabled={!text}>
      <Text size="sm" fw={fw} truncate="end" maw={width} data-testid="clipped">
        {text}
      </Text>
    </Tooltip>
  );
}
