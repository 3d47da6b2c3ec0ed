// A modal's submit: busy while it runs, the server's message when it fails (shown in the modal).
import { useState } from 'react';
import { errorMessage } from '../../../../core/web/http';

export function useSubmit<A extends unknown[]>(fn: (...a: A) => Promise<void>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (...a: A) => {
    setBusy(true);
    setError('');
    try {
      await fn(...a);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}

/** A NumberInput's value as the API takes it: '' stays '' (the server answers its "can not be null"). */
export const num = (v: string | number) => (v === '' ? '' : Number(v));

/** Folder choices grouped by folder type (the folder picker's data). */
export type FolderGroups = { group: string; items: { value: string; label: string; disabled?: boolean }[] }[];
