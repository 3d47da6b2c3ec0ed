// The Translate screen's modals: a key's create and edit form, view and rename; the tag manager, the
// Excel upload, changes to the selected keys, the translator and the publish modal.
import { TranslatorModal } from '../mt/TranslatorModal';
import { PublishModal } from '../publish/PublishModal';
import { ImportModal } from './ImportModal';
import { KeyFormModal } from './KeyFormModal';
import { BulkModal, RenameKeyModal, ViewKeyModal } from './SmallModals';
import { TagsModal } from './TagsModal';
import type { TranslatePageState } from './useTranslatePage';

export function TranslateDialogs({ page }: { page: TranslatePageState }) {
  const { code, data, creating, editing, setEditing, viewing, setViewing, renaming, setRenaming } = page;
  const { modal, setModal, selected, setSelected, setQ, reload, languages } = page;
  const selectedList = [...selected.values()];
  return (
    <>
      <KeyFormModal
        code={code}
        opened={creating || !!editing}
        editing={editing}
        tags={data?.tags ?? []}
        onClose={() => (editing ? setEditing(null) : setQ({ create: '' }))}
        onSaved={() => {
          setEditing(null);
          setQ({ create: '' });
          reload();
        }}
      />
      <ViewKeyModal
        k={viewing}
        onClose={() => setViewing(null)}
        onEdit={(k) => {
          setViewing(null);
          setEditing(k);
        }}
      />
      <RenameKeyModal
        code={code}
        k={renaming}
        onClose={() => setRenaming(null)}
        onSaved={() => {
          setRenaming(null);
          reload();
        }}
      />
      <TagsModal code={code} opened={modal === 'tags'} tags={data?.tags ?? []} onClose={() => setModal(null)} onChanged={reload} />
      <ImportModal
        code={code}
        opened={modal === 'import'}
        onClose={() => setModal(null)}
        onDone={() => {
          setModal(null);
          reload();
        }}
      />
      <BulkModal
        code={code}
        ids={[...selected.keys()]}
        tags={data?.tags ?? []}
        opened={modal === 'bulk'}
        onClose={() => setModal(null)}
        onDone={() => {
          setModal(null);
          setSelected(new Map());
          reload();
        }}
      />
      <TranslatorModal
        scope={code}
        opened={modal === 'translate'}
        onClose={() => setModal(null)}
        selected={selectedList.map((k) => ({ id: k.id, key: k.key, translation: k.translation }))}
        languages={languages}
        onDone={reload}
      />
      <PublishModal code={code} opened={modal === 'publish'} onClose={() => setModal(null)} />
    </>
  );
}
