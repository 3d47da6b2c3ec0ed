// The releases screen's modals: create and edit, detail with the diff, the data file and the upload.
import { DataFileModal } from './DataFileModal';
import { ReleaseDetailModal } from './ReleaseDetailModal';
import { ReleaseFormModal } from './ReleaseFormModal';
import { UploadModal } from './UploadModal';
import type { ReleasesPageState } from './useReleasesPage';

export function ReleaseDialogs({ page }: { page: ReleasesPageState }) {
  const {
    code,
    form,
    types,
    list,
    closeForm,
    reload,
    detail,
    setDetail,
    folderNames,
    dataFile,
    setDataFile,
    uploading,
    canProd,
    closeUpload,
  } = page;
  return (
    <>
      <ReleaseFormModal
        code={code}
        opened={!!form}
        editing={form?.editing ?? null}
        releaseTypes={types}
        extraSettings={list.data?.extraSettings ?? []}
        onClose={closeForm}
        onSaved={() => {
          closeForm();
          reload();
        }}
      />
      <ReleaseDetailModal code={code} release={detail} folderNames={folderNames} onClose={() => setDetail(null)} />
      <DataFileModal code={code} release={dataFile} onClose={() => setDataFile(null)} onBuilt={reload} />
      <UploadModal
        code={code}
        release={uploading ? (list.data?.rows.find((r) => r.id === uploading.id) ?? uploading) : null}
        envs={list.data?.envs ?? ['sandbox', 'prod']}
        forceAllOffered={list.data?.forceAll ?? false}
        puzzleSelection={list.data?.puzzleSelection ?? false}
        canProd={canProd}
        onClose={closeUpload}
        onUploaded={() => {
          closeUpload();
          reload();
        }}
      />
    </>
  );
}
