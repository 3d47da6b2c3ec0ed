// The screen's one modal at a time, opened so that closing it gives focus back to the control that
// opened it. Mantine's Modal notes the focused element when `opened` turns true and focuses it again
// when `opened` turns false; a modal that mounts already open, or unmounts to close, does neither
// (focus fell to <body>). So a modal mounts closed and opens on the next render, and stays mounted,
// closed, after it closes. Each opening mounts a fresh one (`key`): its fields start from what it
// was opened for.
import { useCallback, useEffect, useState } from 'react';

export function useDialog<D>(initial: D | null) {
  const [s, setS] = useState({ dialog: initial, opened: initial !== null, key: 0, pending: false });
  useEffect(() => {
    if (s.pending) setS((o) => ({ ...o, opened: true, pending: false }));
  }, [s.pending, s.key]);
  const open = useCallback((dialog: D) => setS((o) => ({ dialog, opened: false, key: o.key + 1, pending: true })), []);
  const close = useCallback(() => setS((o) => ({ ...o, opened: false, pending: false })), []);
  return { dialog: s.dialog, opened: s.opened, key: s.key, open, close };
}
