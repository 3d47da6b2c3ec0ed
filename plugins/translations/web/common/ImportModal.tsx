// Excel import of common keys (000 §5: .xlsx only, one file; field excel): the first sheet's header
// row names key, en and other language codes. The import runs as a job whose progress the modal
// follows (with a cancel); a file with any bad row changes nothing and the modal lists them all.
import { useEffect, useState } from 'react';
import { toast } from '../../../../core/web/notify';
import { XlsxUploadModal } from '../../../../core/web/XlsxUploadModal';
import { commonApi } from './api';
import { ImportJob } from './ImportJob';

export function ImportModal({ opened, onClose, onImported }: { opened: boolean; onClose: () => void; onImported: () => void }) {
  const [jobId, setJobId] = useState<number | null>(null);
  useEffect(() => {
    if (opened) setJobId(null);
  }, [opened]);
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
      upload={async (file, onProgress) => {
        setJobId(null);
        setJobId((await commonApi.importExcel(file, onProgress)).jobId);
      }}
    >
      {jobId !== null && (
        <ImportJob
          key={jobId}
          jobId={jobId}
          cancel={(id) => commonApi.cancelImport(id)}
          onSucceeded={(r) => {
            toast(`Uploaded: ${r.created} created, ${r.updated} updated, ${r.unchanged} unchanged`);
            onImported();
          }}
        />
      )}
    </XlsxUploadModal>
  );
}
