// The palette's listbox: it holds the options only (messages such as a step's question sit beside
// it), so the combobox's aria-controls always names it and it owns nothing but options.
import type { ReactNode } from 'react';
import { PALETTE_LISTBOX_ID } from './store';

export function PaletteOptions({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="listbox" id={PALETTE_LISTBOX_ID} aria-label={label}>
      {children}
    </div>
  );
}
