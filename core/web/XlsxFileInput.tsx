// The one xlsx picker every import uses (000 §5, 001 §5, 002 §5): a file that is not an xlsx shows
// 'Only xlsx files can be uploaded' at once, and `ready` is false until a good file is picked, so
// the import button (`disabled={!xlsx.ready}`) stays disabled without one.
import { useCallback, useState } from 'react';
import { FileInput, type FileInputProps } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { isXlsxName, ONLY_XLSX, XLSX_ACCEPT } from '../shared/xlsx';

export interface XlsxFileState {
  file: File | null;
  /** 'Only xlsx files can be uploaded' for a file of another kind, else null. */
  error: string | null;
  /** A good xlsx is picked: the import may start. */
  ready: boolean;
  pick: (file: File | null) => void;
  reset: () => void;
}

/** The pick's check, pure: the message for a picked file, or null. */
export const xlsxFileError = (file: File | null): string | null => (file && !isXlsxName(file.name) ? ONLY_XLSX : null);

export function useXlsxFile(): XlsxFileState {
  const [file, setFile] = useState<File | null>(null);
  const pick = useCallback((f: File | null) => setFile(f), []);
  const reset = useCallback(() => setFile(null), []);
  const error = xlsxFileError(file);
  return { file, error, ready: !!file && !error, pick, reset };
}

/** `error`: the form's own message (e.g. a required file), shown when the picked file is not wrong. */
type Props = { state: XlsxFileState; error?: string } & Omit<FileInputProps, 'value' | 'onChange' | 'error' | 'accept' | 'multiple'>;

export function XlsxFileInput({ state, error, label = 'xlsx file', placeholder = 'Pick an xlsx file', ...rest }: Props) {
  return (
    <FileInput
      label={label}
      placeholder={placeholder}
      accept={XLSX_ACCEPT}
      leftSection={<IconFileSpreadsheet size={16} />}
      clearable
      {...rest}
      value={state.file}
      onChange={state.pick}
      error={state.error ?? error}
    />
  );
}
