// Detail of one bundle: what the game gets, its schedule in Los Angeles time and its resource.
import { Anchor, Modal, Stack, Table, Text } from '@mantine/core';
import { CLIENT_TIMEZONE } from '../../../../core/shared/constants';
import { BUNDLE_TYPE, fileNameOf, OPEN_VERSION, platformLabel, type Bundle } from '../../shared';
import { StatusBadge, SwitchStrip, TypeBadge } from './bundleParts';
import { formatTime } from '../../../../core/web/time';

export function BundleDetailModal({ bundle, serverTime, onClose }: { bundle: Bundle | null; serverTime: number; onClose: () => void }) {
  const c = bundle?.content;
  const [min, max] = bundle?.rule.clientVersions ?? [OPEN_VERSION, OPEN_VERSION];
  return (
    <Modal opened={!!bundle} onClose={onClose} title={bundle ? `Bundle: ${bundle.name}` : ''} size={800}>
      {bundle && c && (
        <Stack>
          <Table variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={190}>Id</Table.Th>
                <Table.Td>{bundle.id}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Platform</Table.Th>
                <Table.Td>{platformLabel(bundle.platform)}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Name (product id)</Table.Th>
                <Table.Td>{bundle.name}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Description</Table.Th>
                <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{bundle.description || '-'}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Type</Table.Th>
                <Table.Td>
                  <TypeBadge type={c.type} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Status</Table.Th>
                <Table.Td>
                  <StatusBadge content={c} serverTime={serverTime} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Start (Los Angeles)</Table.Th>
                <Table.Td>
                  {formatTime(c.start * 1000, { zone: CLIENT_TIMEZONE })}{' '}
                  <Text span size="xs" c="dimmed">
                    ({c.start})
                  </Text>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>End (Los Angeles)</Table.Th>
                <Table.Td>
                  {c.end === null ? (
                    'no end'
                  ) : (
                    <>
                      {formatTime(c.end * 1000, { zone: CLIENT_TIMEZONE })}{' '}
                      <Text span size="xs" c="dimmed">
                        ({c.end})
                      </Text>
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
              {c.type === BUNDLE_TYPE.loop && (
                <>
                  <Table.Tr>
                    <Table.Th>Loop interval days</Table.Th>
                    <Table.Td>{c.loopIntervalDays}</Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>Day switches</Table.Th>
                    <Table.Td>
                      <SwitchStrip list={c.switchList} />
                      <Text size="xs" c="dimmed">
                        on:{' '}
                        {c.switchList
                          .map((v, i) => (v ? i + 1 : null))
                          .filter(Boolean)
                          .join(', ') || 'none'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                  <Table.Tr>
                    <Table.Th>Loop tag</Table.Th>
                    <Table.Td>{c.loopTag || '-'}</Table.Td>
                  </Table.Tr>
                </>
              )}
              <Table.Tr>
                <Table.Th>Client versions</Table.Th>
                <Table.Td>
                  {min === OPEN_VERSION && max === OPEN_VERSION
                    ? 'all versions'
                    : `${min === OPEN_VERSION ? 'any' : min} – ${max === OPEN_VERSION ? 'any' : max}`}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Resource</Table.Th>
                <Table.Td style={{ wordBreak: 'break-all' }}>
                  <Anchor href={c.resource.url} target="_blank" rel="noreferrer">
                    {fileNameOf(c.resource.url)}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {c.resource.size} bytes · md5 {c.resource.md5}
                  </Text>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Operator</Table.Th>
                <Table.Td>{bundle.operator}</Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>Updated</Table.Th>
                <Table.Td>{formatTime(bundle.updatedAt)}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Stack>
      )}
    </Modal>
  );
}
