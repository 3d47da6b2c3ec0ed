// The puzzle a group plays at a level (000 §2.6): its id, names, picture, attributes and the
// folders that hold it. Open while `puzzleId` is not null; the stats screen opens it too.
import { Alert, Badge, Group, Image, Loader, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { errorMessage } from '../../../../core/web/http';
import { useLoad } from '../../../../core/web/useLoad';
import { v1Api } from '../v1/api';

const show = (v: unknown) => (typeof v === 'boolean' ? (v ? 'yes' : 'no') : typeof v === 'object' ? JSON.stringify(v) : String(v));

function PuzzleDetail({ code, puzzleId }: { code: string; puzzleId: number }) {
  const load = useLoad(() => v1Api.puzzle(code, puzzleId), [code, puzzleId]);
  if (load.loading)
    return (
      <Group justify="center" py="xl">
        <Loader size="sm" role="img" aria-label="Loading the puzzle" />
      </Group>
    );
  if (load.error || !load.data)
    return (
      <Alert color="red" title="The puzzle could not be read">
        {errorMessage(load.error)}
      </Alert>
    );
  const p = load.data.puzzle;
  const names = Object.entries(p.name);
  const attrs = Object.entries(p.attr).filter(([, v]) => v !== undefined && v !== null && v !== '');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
      <Stack gap="xs">
        {p.pic1 ? (
          <Image src={p.pic1} alt={`Picture of puzzle ${p.id}`} radius="sm" fit="contain" mah={280} />
        ) : (
          <Text c="dimmed" size="sm">
            No picture
          </Text>
        )}
        {p.isReleased && (
          <Badge variant="light" color="gray" w="fit-content">
            Released
          </Badge>
        )}
      </Stack>
      <Stack gap="sm">
        <Table fz="sm" withRowBorders={false} aria-label="Puzzle">
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={110}>Id</Table.Th>
              <Table.Td>{p.id}</Table.Td>
            </Table.Tr>
            {names.map(([lang, name]) => (
              <Table.Tr key={lang}>
                <Table.Th>Name ({lang})</Table.Th>
                <Table.Td>{name}</Table.Td>
              </Table.Tr>
            ))}
            {attrs.map(([k, v]) => (
              <Table.Tr key={k}>
                <Table.Th>{k}</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>{show(v)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Folders
          </Text>
          {p.folders.length ? (
            <Group gap={6}>
              {p.folders.map((f) => (
                <Badge key={f.id} variant="light" style={{ textTransform: 'none' }}>
                  {f.name.en ?? Object.values(f.name)[0] ?? `#${f.id}`} (#{f.id})
                </Badge>
              ))}
            </Group>
          ) : (
            <Text size="sm" c="dimmed">
              In no folder
            </Text>
          )}
        </Stack>
      </Stack>
    </SimpleGrid>
  );
}

export function PuzzleDetailModal({ code, puzzleId, onClose }: { code: string; puzzleId: number | null; onClose: () => void }) {
  return (
    <Modal opened={puzzleId !== null} onClose={onClose} title={puzzleId !== null ? `Puzzle ${puzzleId}` : 'Puzzle'} size="lg">
      {puzzleId !== null && <PuzzleDetail code={code} puzzleId={puzzleId} />}
    </Modal>
  );
}
