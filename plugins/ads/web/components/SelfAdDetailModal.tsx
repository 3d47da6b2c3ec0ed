// Detail of a self ad: names, icon, campaign and each creative with its stamps.
import { Anchor, Image, Modal, Stack, Table, Text } from '@mantine/core';
import { platformLabel, type AdResource, type InternalAd } from '../../shared';
import { fileName } from './FileField';
import { formatTime } from '../../../../core/web/time';

function Creative({ r }: { r: AdResource | undefined }) {
  if (!r)
    return (
      <Text size="sm" c="dimmed">
        -
      </Text>
    );
  return (
    <Stack gap={0}>
      <Anchor size="sm" href={r.url} target="_blank" rel="noreferrer">
        {fileName(r.url)}
      </Anchor>
      <Text size="xs" c="dimmed">
        build {r.buildNum} · {r.size ?? '?'} B · md5 {r.md5 ?? '-'}
      </Text>
      <Text size="xs" c="dimmed">
        by {r.operator}, created {formatTime(r.createdAt)}, updated {formatTime(r.updatedAt)}
      </Text>
    </Stack>
  );
}

export function SelfAdDetailModal({ ad, onClose }: { ad: InternalAd | null; onClose: () => void }) {
  return (
    <Modal opened={!!ad} onClose={onClose} title={ad ? `Self ad id: ${ad.id}` : ''} size={800}>
      {ad && (
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160}>Platform</Table.Th>
              <Table.Td>{platformLabel(ad.platform)}</Table.Td>
            </Table.Tr>
            {Object.entries(ad.name).map(([lang, text]) => (
              <Table.Tr key={lang}>
                <Table.Th>Name ({lang})</Table.Th>
                <Table.Td>{text}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>Icon</Table.Th>
              <Table.Td>
                {ad.attr.icon ? (
                  <Image
                    src={ad.attr.icon}
                    w={48}
                    h={48}
                    radius="md"
                    alt="icon"
                    fallbackSrc="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E"
                  />
                ) : (
                  '-'
                )}
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Campaign</Table.Th>
              <Table.Td>{ad.attr.campaign || '-'}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>List</Table.Th>
              <Table.Td>
                <Creative r={ad.resources.list[0]} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Mrect</Table.Th>
              <Table.Td>
                <Creative r={ad.resources.mrect[0]} />
              </Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Operator</Table.Th>
              <Table.Td>{ad.operator}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th>Updated</Table.Th>
              <Table.Td>{formatTime(ad.updatedAt)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Modal>
  );
}
