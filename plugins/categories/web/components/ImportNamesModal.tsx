// Import names from an xlsx (000 §5: 'Only xlsx files can be uploaded'; Upload disabled without a
// file), in core's spreadsheet upload modal. The layout is the export's: id, then a column per
// language; the export is the template. The import runs as a job: the modal follows it (with a
// cancel) and lists every problem of a refused file.
import { Button } from '@mantine/core';
import { toast } from '../../../../core/web/notify';
import { XlsxUploadModal } from '../../../../core/web/XlsxUploadModal';
import { TOASTS, type ImportNamesResponse } from '../../shared';
import { categoriesApi } from '../api';

export function ImportNamesModal({
  code,
  opened,
  onClose,
  onImported,
  onExport,
}: {
  code: string;
  opened: boolean;
  onClose: () => void;
  onImported: () => Promise<void>;
  onExport: () => void;
}) {
  return (
    <XlsxUploadModal
      opened={opened}
      onClose={onClose}
      title="Import category names"
      help={
        <>
          The first sheet: a header row with <b>id</b> and language codes (<b>en</b>, de, fr …), then one row per category. A filled cell
          sets that language; an empty one leaves it as it is. The names export has this layout.{' '}
          <Button variant="subtle" size="compact-xs" onClick={onExport}>
            Export names (the template)
          </Button>
        </>
      }
      upload={(file, onProgress) => categoriesApi.importNames(code, file, onProgress)}
      onJobSucceeded={async (r: ImportNamesResponse) => {
        // The toast once the tree shows the new names.
        await onImported();
        toast(`${TOASTS.uploaded}: ${r.updated} of ${r.rows} categories changed`);
      }}
    />
  );
}
