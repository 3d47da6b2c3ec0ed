// A common key's detail: its texts, tags, state, and the projects it is synced into
// (linkedCustomTranslations) with the languages each project edited itself.
import { Badge, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { languageName } from '../../../../core/shared/languages';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import type { CommonKeyRow } from '../../endpoints/common';
import { commonApi } from './api';
import { rowsOf } from './formValues';

export function DetailModal({ common, onClose }: { common: CommonKeyRow | null; onClose: () => void }) {
  const linked = useLoad(() => (common ? commonApi.linked(common.id) : Promise.resolve({ projects: [] })), [common?.id]);
  return (
    <Modal opened={!!common} onClose={onClose} title={common ? `Detail: ${common.key}` : ''} size={720}>
      {common && (
        <Stack gap="sm">
          <Group gap="xs">
            <StateBadge unfinished={common.unfinished} />
            {common.tags.map((t) => (
              <Badge key={t.id} variant="outline" color="gray" tt="none">
                {t.name}
              </Badge>
            ))}
          </Group>
          <Table withTableBorder>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={200}>Language</Table.Th>
                <Table.Th>Text</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rowsOf(common.translation).map((r) => (
                <Table.Tr key={r.language}>
                  <Table.Td>
                    {r.language} · {languageName(r.language)}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{r.trans}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">Max length: {common.maxLength ?? 'no limit'}</Text>
          <Text size="xs" c="dimmed">
            Last changed {formatTime(common.updatedAt)} by {common.operator || '—'}
          </Text>
          <Text fw={600} size="sm">
            Linked projects
          </Text>
          {linked.loading ? (
            <Text size="sm" c="dimmed">
              Loading…
            </Text>
          ) : linked.data?.projects.length ? (
            <Table withTableBorder aria-label="Linked projects">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Project</Table.Th>
                  <Table.Th>Edited by the project</Table.Th>
                  <Table.Th>Updated</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {linked.data.projects.map((p) => (
                  <Table.Tr key={p.projectCode}>
                    <Table.Td>
                      {p.nickname} ({p.projectCode})
                    </Table.Td>
                    <Table.Td>{p.edited.length ? p.edited.join(', ') : 'none'}</Table.Td>
                    <Table.Td>{formatTime(p.updatedAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          ) : (
            <Text size="sm" c="dimmed">
              Not synced into any project
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}

export function StateBadge({ unfinished }: { unfinished: boolean }) {
  // As the Translate screen writes it (tt="none"): Mantine's badges are upper case by default.
  return unfinished ? (
    <Badge color="orange" variant="light" tt="none">
      Unfinished
    </Badge>
  ) : (
    <Badge color="green" variant="light" tt="none">
      Completed
    </Badge>
  );
}
