// The level-index field most stats screens put first in their query bar (a level, a range
// 1-50 or a list 1,5,9), and its check before the query runs.
import type { ReactNode } from 'react';
import { TextInput } from '@mantine/core';
import { indexItems } from '../filters';

/** The query bar's `validate` for screens whose only extra field is the index. */
export function levelIndexError(d: { index: string }): string | null {
  const index = indexItems(d.index);
  return index.ok ? null : index.error;
}

/** The query bar's `leading` render for the index field. */
export function levelIndexField<S extends { index: string }>(label = 'Level index', placeholder = 'All, or 1-50') {
  return (d: S, set: (patch: Partial<S>) => void): ReactNode => (
    <TextInput
      label={label}
      placeholder={placeholder}
      value={d.index}
      onChange={(e) => set({ index: e.currentTarget.value } as Partial<S>)}
      w={130}
    />
  );
}
