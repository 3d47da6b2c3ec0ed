// The folder's puzzles by difficulty, quality band and review score.
import { Modal, Stack, Table, Text } from '@mantine/core';
import { useLoad } from '../../../../core/web/useLoad';
import { puzzlesApi } from '../api';

export function StatsModal({ opened, code, folderId, onClose }: { opened: boolean; code: string; folderId: number; onClose: () => void }) {
  const stats = useLoad(() => puzzlesApi.stats(code, folderId), [code, folderId]);
  const d = stats.data;
  const block = (title: string, rows: { key: string; count: number }[]) => (
    <Table key={title} withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{title}</Table.Th>
          <Table.Th>Puzzles</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.key}>
            <Table.Td>{r.key}</Table.Td>
            <Table.Td>{r.count}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Modal opened={opened} onClose={onClose} title="Stats" size="lg">
      {d && (
        <Stack>
          <Text>
            {d.total} puzzles, {d.released} released
          </Text>
          {block('Difficulty', d.byDifficulty)}
          {block('Quality', d.byQuality)}
          {block('Review score', d.byReviewScore)}
        </Stack>
      )}
    </Modal>
  );
}
