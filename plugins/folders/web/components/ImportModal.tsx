// Import folder names from xlsx (field xlsx): core's spreadsheet upload modal (only .xlsx files,
// Upload disabled without one). The import runs as a job: the modal follows it (with a cancel) and
// lists every problem of a refused file.
import { XlsxUploadModal } from '../../../../core/web/XlsxUploadModal';
import { toast } from '../../../../core/web/notify';
import { TOASTS } from '../../shared';
import { foldersApi } from '../api';

export function ImportModal({ code, opened, onClose, onDone }: { code: string; opened: boolean; onClose: () => void; onDone: () => void }) {
  return (
    <XlsxUploadModal
      opened={opened}
      onClose={onClose}
      title="Import names"
      help="First row: id, en, then language codes (as the export writes it). A blank cell leaves that language as it is."
      upload={(file, onProgress) => foldersApi.importNames(code, file, onProgress)}
      onJobSucceeded={(r: { updated: number }) => {
        toast(`${TOASTS.uploaded}: ${r.updated} folders`);
        onDone();
      }}
    />
  );
}
