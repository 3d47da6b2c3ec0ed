// A release's detail (000 §2.11): its settings, its folders (each a link opening the puzzles
// screen of the folder in a new tab) and the diff against the previous published release of the
// same type (folders and puzzles, categories, translations), a folder's per-puzzle change detail on demand.
import { Fragment, useState } from 'react';
import { Anchor, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useLink } from '../../../../core/web/links';
import { useLoad } from '../../../../core/web/useLoad';
import { diffCountColor, linkNeeds, type FolderDiff, type Release, type ReleaseDiff } from '../../shared';
import { releasesApi } from '../api';

const TYPE_COLORS: Record<string, string> = { added: 'green', removed: 'red', changed: 'orange', moved: 'blue' };

export function FolderLink({ code, id, name }: { code: string; id: number; name: string }) {
  const href = useLink(linkNeeds.puzzles)({ code, folderId: id });
  return href ? (
    <Anchor href={href} target="_blank" rel="noreferrer" size="sm">
      {name}
    </Anchor>
  ) : (
    <Text span size="sm">
      {name}
    </Text>
  );
}

function FolderDetail({ code, releaseId, folder }: { code: string; releaseId: number; folder: FolderDiff }) {
  const detail = useLoad(() => releasesApi.folderDiff(code, releaseId, folder.id), [code, releaseId, folder.id]);
  const rows = detail.data?.folder?.puzzles ?? [];
  if (detail.loading) return <Text size="xs">Loading…</Text>;
  if (!rows.length)
    return (
      <Text size="xs" c="dimmed">
        No puzzle changes
      </Text>
    );
  return (
    <Table fz="xs" withTableBorder aria-label={`Puzzle changes of ${folder.name}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Puzzle</Table.Th>
          <Table.Th>Sort</Table.Th>
          <Table.Th>Change</Table.Th>
          <Table.Th>What</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((p) => (
          <Table.Tr key={`${p.id}-${p.type}`}>
            <Table.Td>#{p.id}</Table.Td>
            <Table.Td>{p.sort}</Table.Td>
            <Table.Td>
              <Badge variant="light" size="xs" color={TYPE_COLORS[p.type]}>
                {p.type}
              </Badge>
            </Table.Td>
            <Table.Td>{p.changes.join(', ')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The categories and the translations the release changes, below its folders. */
function OtherContentChanges({ diff }: { diff: ReleaseDiff }) {
  return (
    <>
      {diff.categories.length > 0 && (
        <Table withTableBorder aria-label="Changed categories">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Category</Table.Th>
              <Table.Th>Change</Table.Th>
              <Table.Th>What</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {diff.categories.map((c) => (
              <Table.Tr key={`${c.id}-${c.type}`}>
                <Table.Td>
                  {c.name} (#{c.id})
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color={TYPE_COLORS[c.type]}>
                    {c.type}
                  </Badge>
                </Table.Td>
                <Table.Td>{c.changes.join(', ')}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {diff.translations.length > 0 && (
        <Table withTableBorder aria-label="Changed translations">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Language</Table.Th>
              <Table.Th>Texts added</Table.Th>
              <Table.Th>Changed</Table.Th>
              <Table.Th>Removed</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {diff.translations.map((t) => (
              <Table.Tr key={t.lang}>
                <Table.Td>{t.lang}</Table.Td>
                <Table.Td>{t.added}</Table.Td>
                <Table.Td>{t.changed}</Table.Td>
                <Table.Td>{t.removed}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

const unchanged = (d: ReleaseDiff) => !d.changedContent.length && !d.categories.length && !d.translations.length;

export function ReleaseDetailModal({
  code,
  release,
  folderNames,
  onClose,
}: {
  code: string;
  release: Release | null;
  folderNames: Record<number, string>;
  onClose: () => void;
}) {
  const diff = useLoad(() => (release ? releasesApi.diff(code, release.id) : Promise.resolve(null)), [code, release?.id]);
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Modal opened={!!release} onClose={onClose} title={release ? `Release: ${release.name}` : ''} size={860}>
      {release && (
        <Stack>
          <Group gap="lg">
            <Text size="sm">
              Type <b>{release.type}</b>
            </Text>
            <Text size="sm">
              Puzzles <b>{release.puzzleCount}</b>
            </Text>
            <Text size="sm">
              {release.published ? (
                <Badge variant="light" color="green">
                  published
                </Badge>
              ) : (
                <Badge variant="light" color="gray">
                  unpublished
                </Badge>
              )}
            </Text>
            {release.isMultipart && <Badge variant="light">multipart</Badge>}
            {Object.entries(release.extra).map(([k, v]) => (
              <Text key={k} size="sm">
                {k} <b>{v}</b>
              </Text>
            ))}
          </Group>
          <Group gap="xs">
            <Text size="sm" fw={500}>
              Folders:
            </Text>
            {release.folderIds.map((id) => (
              <FolderLink key={id} code={code} id={id} name={folderNames[id] ?? `#${id}`} />
            ))}
          </Group>
          <Text fw={600}>
            {diff.data?.previous
              ? `Changes since ${diff.data.previous.name} (#${diff.data.previous.id})`
              : 'Changes (no earlier published release of this type)'}
          </Text>
          {diff.loading && <Text size="sm">Loading…</Text>}
          {diff.data && unchanged(diff.data) && (
            <Text size="sm" c="dimmed">
              No changes
            </Text>
          )}
          {diff.data && diff.data.changedContent.length > 0 && (
            <Table withTableBorder aria-label="Changed folders">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Index</Table.Th>
                  <Table.Th>Folder</Table.Th>
                  <Table.Th>Change</Table.Th>
                  <Table.Th>Move</Table.Th>
                  <Table.Th>Puzzles</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {diff.data.changedContent.map((f) => (
                  <Fragment key={`${f.id}-${f.type}`}>
                    <Table.Tr>
                      <Table.Td>{f.index + 1}</Table.Td>
                      <Table.Td>
                        <FolderLink code={code} id={f.id} name={f.name} />
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" color={TYPE_COLORS[f.type]}>
                          {f.type}
                        </Badge>
                      </Table.Td>
                      <Table.Td>{f.diffMoveDetail ? `${f.diffMoveDetail.from + 1} → ${f.diffMoveDetail.to + 1}` : ''}</Table.Td>
                      <Table.Td>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          aria-expanded={open === f.id}
                          onClick={() => setOpen(open === f.id ? null : f.id)}
                        >
                          <Badge
                            variant="light"
                            size="sm"
                            mr={4}
                            color={diffCountColor(f.puzzles.length)}
                            data-diff-count={f.puzzles.length}
                          >
                            {f.puzzles.length}
                          </Badge>{' '}
                          changed
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                    {open === f.id && (
                      <Table.Tr>
                        <Table.Td colSpan={5}>
                          <FolderDetail code={code} releaseId={release.id} folder={f} />
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </Fragment>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {diff.data && <OtherContentChanges diff={diff.data} />}
        </Stack>
      )}
    </Modal>
  );
}
