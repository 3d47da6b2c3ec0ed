// The Common Translate screen's modals: the key form, detail, rename, Excel import, tags and sync.
import { DetailModal } from './DetailModal';
import { ImportModal } from './ImportModal';
import { KeyFormModal } from './KeyFormModal';
import { RenameModal } from './RenameModal';
import { SyncModal } from './SyncModal';
import { TagsModal } from './TagsModal';
import type { CommonPageState } from './useCommonPage';

export function CommonDialogs({ page }: { page: CommonPageState }) {
  const { formOpen, setFormOpen, editing, setEditing, leaveCreate, afterSave, tags, detail, setDetail, renaming, setRenaming } = page;
  const { importing, setImporting, tagsOpen, setTagsOpen, syncTarget, setSyncTarget, setSelected, reload } = page;
  return (
    <>
      <KeyFormModal
        opened={formOpen}
        editing={editing}
        tags={tags.data?.tags ?? []}
        onClose={() => {
          setFormOpen(false);
          setEditing(null);
          leaveCreate();
        }}
        onSaved={(s, e) => void afterSave(s, e)}
      />
      <DetailModal common={detail} onClose={() => setDetail(null)} />
      <RenameModal
        common={renaming}
        onClose={() => setRenaming(null)}
        onSaved={() => {
          setRenaming(null);
          reload();
        }}
      />
      <ImportModal
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          reload();
        }}
      />
      <TagsModal
        opened={tagsOpen}
        tags={tags.data?.tags ?? []}
        onClose={() => setTagsOpen(false)}
        onChanged={() => {
          void tags.reload();
          reload();
        }}
      />
      <SyncModal
        target={syncTarget}
        onClose={() => setSyncTarget(null)}
        onDone={() => {
          setSyncTarget(null);
          setSelected(new Map());
          reload();
        }}
      />
    </>
  );
}
