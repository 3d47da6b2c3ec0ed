// Excel upload (000 §2.14, §5 ".xlsx only"): core's upload modal, then what the import did (or the
// rows it refused, in the error notice).
import { inform, toast } from '../../../../core/web/notify';
import { XlsxUploadModal } from '../../../../core/web/XlsxUploadModal';
import { TOASTS } from '../../schemas/project';
import { projectApi } from './api';

export function ImportModal({ code, opened, onClose, onDone }: { code: string; opened: boolean; onClose: () => void; onDone: () => void }) {
  return (
    <XlsxUploadModal
      opened={opened}
      onClose={onClose}
      title="Upload Excel"
      help="The first row names the columns: key, then language codes (en, fr, de …). A filled cell sets that language, an empty one leaves it; a new key needs its en text. A file with a bad row changes nothing."
      upload={async (file, onProgress) => {
        const r = await projectApi.importExcel(code, file, onProgress);
        toast(TOASTS.uploaded);
        inform('Excel imported', `${r.rows} rows: ${r.created} keys created, ${r.updated} updated, ${r.unchanged} unchanged.`);
        onDone();
      }}
    />
  );
}
