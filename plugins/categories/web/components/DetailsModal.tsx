// A category's details (000 §3): every field, read-only.
import { Anchor, Badge, Group, Modal, Table, Text } from '@mantine/core';
import { formatBytes } from '../../../../core/shared/bytes';
import { formatTime } from '../../../../core/web/time';
import type { Category } from '../../shared';

export function DetailsModal({ category, parentName, onClose }: { category: Category | null; parentName: string; onClose: () => void }) {
  const c = category;
  const rows: [string, React.ReactNode][] = c
    ? [
        ['Id', c.id],
        ['Parent', c.parentId === 0 ? '(root)' : `${parentName} (#${c.parentId})`],
        ['Sort', c.sort],
        [
          'Names',
          <Group key="n" gap={4}>
            {Object.entries(c.name).map(([l, t]) => (
              <Badge key={l} variant="light" tt="none">
                {l}: {t}
              </Badge>
            ))}
          </Group>,
        ],
        ['Countries', c.attr.countries?.length ? c.attr.countries.join(', ') : 'every country'],
        [
          'Custom orders',
          c.attr.custom_orders?.length ? c.attr.custom_orders.map((o) => `${o.country_list.join(', ')} → ${o.sort}`).join('; ') : 'none',
        ],
        ['Client versions', (c.attr.rules?.clientVersions ?? ['0.0.0', '0.0.0']).join(' – ')],
        [
          'Resource',
          c.attr.resource ? (
            <Text key="r" size="sm">
              <Anchor href={c.attr.resource.url} target="_blank" rel="noreferrer">
                {c.attr.resource.url}
              </Anchor>{' '}
              · {formatBytes(c.attr.resource.size)} · md5 {c.attr.resource.md5}
            </Text>
          ) : (
            'none'
          ),
        ],
        ['Overwrite attributes', c.overwriteAttr ? 'yes' : 'no'],
        ['Overwrite names', c.overwriteName ? 'yes' : 'no'],
        ['Operator', c.operator],
        ['Updated', formatTime(c.updatedAt)],
        ['Created', formatTime(c.createdAt)],
      ]
    : [];
  return (
    <Modal opened={!!c} onClose={onClose} title={`Category details: ${c?.name.en ?? ''}`} size={640}>
      <Table withTableBorder withColumnBorders>
        <Table.Tbody>
          {rows.map(([k, v]) => (
            <Table.Tr key={k}>
              <Table.Th w={170} scope="row">
                {k}
              </Table.Th>
              <Table.Td>{v}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
