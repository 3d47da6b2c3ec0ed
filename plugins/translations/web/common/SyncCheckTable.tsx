// The sync check's table: per project and key Ignore or Sync with its note, and per changed language
// the old common text, the new one, the project's, and the result (a conflict's choice: keep the
// project's text or take the common one).
import { Badge, SegmentedControl, Table, Text } from '@mantine/core';
import type { SyncRow } from '../../endpoints/common';

/** Per project, key and language: keep the project's text or take the common one. */
export type SyncChoices = Record<string, 'project' | 'common'>;

const STATE_LABEL = { new: 'new', update: 'takes common', kept: "project's own", conflict: 'conflict', same: 'same' } as const;
const STATE_COLOUR = { new: 'blue', update: 'teal', kept: 'gray', conflict: 'red', same: 'gray' } as const;
export const choiceKey = (r: { projectCode: string; keyId: number }, lang: string) => `${r.projectCode}\n${r.keyId}\n${lang}`;

export function SyncCheckTable(p: {
  rows: SyncRow[];
  choices: SyncChoices;
  setChoices: (update: (c: SyncChoices) => SyncChoices) => void;
}) {
  const { rows, choices, setChoices } = p;
  return (
    <div style={{ maxHeight: '55vh', overflow: 'auto' }}>
      <Table withTableBorder aria-label="Sync check">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Project</Table.Th>
            <Table.Th>Key</Table.Th>
            <Table.Th miw={90}>Check</Table.Th>
            <Table.Th>Language</Table.Th>
            <Table.Th>Old common</Table.Th>
            <Table.Th>New common</Table.Th>
            <Table.Th>Project</Table.Th>
            <Table.Th>Result</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => {
            const changed = r.action === 'Sync' ? r.languages.filter((l) => l.state !== 'same') : [];
            const lines = changed.length ? changed : [null];
            return lines.map((l, i) => (
              <Table.Tr key={`${r.projectCode}-${r.keyId}-${l?.lang ?? ''}`}>
                {i === 0 && (
                  <>
                    <Table.Td rowSpan={lines.length}>{r.projectCode}</Table.Td>
                    <Table.Td rowSpan={lines.length}>{r.key}</Table.Td>
                    <Table.Td rowSpan={lines.length}>
                      <Badge
                        color={r.action === 'Ignore' ? 'gray' : 'blue'}
                        variant="light"
                        style={{ flexShrink: 0, overflow: 'visible' }}
                        styles={{ label: { overflow: 'visible' } }}
                      >
                        {r.action}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {r.note}
                      </Text>
                    </Table.Td>
                  </>
                )}
                {l ? (
                  <>
                    <Table.Td>{l.lang}</Table.Td>
                    <Table.Td>{l.base ?? '—'}</Table.Td>
                    <Table.Td>{l.common || '—'}</Table.Td>
                    <Table.Td>{l.project ?? '—'}</Table.Td>
                    <Table.Td>
                      {l.state === 'conflict' ? (
                        <SegmentedControl
                          size="xs"
                          aria-label={`${r.projectCode} ${r.key} ${l.lang}`}
                          data={[
                            { value: 'project', label: 'Keep project' },
                            { value: 'common', label: 'Take common' },
                          ]}
                          value={choices[choiceKey(r, l.lang)] ?? 'project'}
                          onChange={(v) => setChoices((c) => ({ ...c, [choiceKey(r, l.lang)]: v as 'project' | 'common' }))}
                        />
                      ) : (
                        <Badge color={STATE_COLOUR[l.state]} variant="light">
                          {STATE_LABEL[l.state]}
                        </Badge>
                      )}
                    </Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed">
                      {r.action === 'Ignore' ? 'Not synced' : 'Nothing to change'}
                    </Text>
                  </Table.Td>
                )}
              </Table.Tr>
            ));
          })}
        </Table.Tbody>
      </Table>
    </div>
  );
}
