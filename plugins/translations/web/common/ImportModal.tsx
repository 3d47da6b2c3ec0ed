// Excel import of common keys (000 §5: .xlsx only, one file; field excel): the first sheet's header
// row names key, en and other language codes. The import runs as a job whose progress the modal
// follows (with a cancel); a file with any bad row changes nothing and the modal lists them all.
import { toast } from '../../../../core/web/notify';
import { XlsxUploadModal } from '../../../../core/web/XlsxUploadModal';
import type { ImportJobResult } from '../../endpoints/common';
import { commonApi } from './api';

export function ImportModal({ opened, onClose, onImported }: { opened: boolean; onClose: () => void; onImported: () => void }) {
  return (
    <XlsxUploadModal
      opened={opened}
      onClose={onClose}
      title="Excel import"
      help={
        <>
          The first sheet: a header row with <b>key</b>, <b>en</b> and other language codes (fr, de, ja …), then one row per key. A new key
          is created Unfinished; an existing key takes the row's filled cells. A file with a bad row changes nothing.
        </>
      }
      upload={(file, onProgress) => commonApi.importExcel(file, onProgress)}
      cancelJob={(id) => commonApi.cancelImport(id)}
      onJobSucceeded={(r: ImportJobResult) => {
        toast(`Uploaded: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged`);
        onImported();
      }}
    />
  );
}
