// Query History (002): the last 10 queries run in this project (browser storage), newest first;
// picking one puts it into the editor.
import { Button, Menu, Text } from '@mantine/core';
import { IconHistory, IconTrash } from '@tabler/icons-react';
import type { QueryHistoryEntry } from '../../shared';
import { formatTime } from '../../../../core/web/time';

interface Props {
  entries: QueryHistoryEntry[];
  onPick: (queryString: string) => void;
  onClear: () => void;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();

export function HistoryMenu({ entries, onPick, onClear }: Props) {
  return (
    <Menu position="bottom-start" width={520} shadow="md" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconHistory size={16} />}>
          Query History
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label="Query history">
        {entries.length === 0 && <Menu.Label>No queries run yet in this project</Menu.Label>}
        {entries.map((e) => (
          <Menu.Item key={`${e.version}:${e.queryString}`} onClick={() => onPick(e.queryString)} title={e.queryString}>
            <Text size="xs" c="dimmed">
              {formatTime(e.version)}
            </Text>
            <Text size="sm" ff="monospace" lineClamp={2}>
              {oneLine(e.queryString)}
            </Text>
          </Menu.Item>
        ))}
        {entries.length > 0 && (
          <>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={onClear}>
              Clear history
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
