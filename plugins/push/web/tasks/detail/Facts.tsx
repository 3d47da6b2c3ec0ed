// A two-column table of labelled facts (the detail screen's sections).
import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

export function Facts({ label, rows }: { label: string; rows: [string, ReactNode][] }) {
  return (
    <Table aria-label={label} withTableBorder verticalSpacing={6}>
      <Table.Tbody>
        {rows.map(([k, v]) => (
          <Table.Tr key={k}>
            <Table.Th w={220} scope="row">
              {k}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{v}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

export const rate = (r: number | null) => (r === null ? '—' : `${(r * 100).toFixed(2)}%`);
