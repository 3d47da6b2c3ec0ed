// The folders screen's modals: create, tags, import names, pick puzzles, and a row's translations,
// attributes, sort and details; each reloads the lists when it saved.
import { AttrModal } from './AttrModal';
import { ImportModal } from './ImportModal';
import { CreateFolderModal, TranslationsModal } from './NameModals';
import { PickModal } from './PickModal';
import { DetailsModal, SortModal } from './SmallModals';
import { TagsModal } from './TagsModal';
import type { FoldersPageState } from './useFoldersPage';

export function FolderDialogs({ page }: { page: FoldersPageState }) {
  const { code, data, all, thumb, setQ, reload, done } = page;
  const { creating, setCreating, tagsOpen, setTagsOpen, importOpen, setImportOpen, pick, setPick } = page;
  const { trans, setTrans, attr, setAttr, sortOf, setSortOf, details, setDetails } = page;
  return (
    <>
      <CreateFolderModal
        code={code}
        opened={creating}
        types={data?.folderTypes ?? []}
        onClose={() => {
          setCreating(false);
          setQ({ create: '' });
        }}
        onSaved={done(() => {
          setCreating(false);
          setQ({ create: '' });
        })}
      />
      <TagsModal code={code} opened={tagsOpen} tags={data?.tags ?? []} onClose={() => setTagsOpen(false)} onChanged={reload} />
      <ImportModal code={code} opened={importOpen} onClose={() => setImportOpen(false)} onDone={done(() => setImportOpen(false))} />
      <PickModal
        code={code}
        opened={!!pick}
        folders={all.data?.folders ?? []}
        target={pick?.target ?? null}
        onClose={() => setPick(null)}
        onDone={done(() => setPick(null))}
      />
      <TranslationsModal code={code} folder={trans} onClose={() => setTrans(null)} onSaved={done(() => setTrans(null))} />
      <AttrModal
        code={code}
        folder={attr}
        settings={{
          folderTypes: data?.folderTypes ?? [],
          collections: data?.collections ?? false,
          categoriesEnabled: data?.categoriesEnabled ?? false,
        }}
        thumb={thumb}
        onClose={() => setAttr(null)}
        onSaved={done(() => setAttr(null))}
      />
      <SortModal code={code} folder={sortOf} onClose={() => setSortOf(null)} onSaved={done(() => setSortOf(null))} />
      <DetailsModal folder={details} onClose={() => setDetails(null)} />
    </>
  );
}
