// The puzzles screen's modals, one at a time (useDialog): a row's attributes, data, translations
// and sort; the toolbar's set all sort, move, copy, pick and shuffle, export, pack, import, stats
// and create. Each submits through the API, says so in a toast and reloads the page; exports,
// packs and imports put their job in the URL (`job`), where JobFile follows it.
import { toast } from '../../../../core/web/notify';
import { EXPORT_KINDS, EXPORT_LABELS, MESSAGES, PACK_TYPES, TOASTS, type ExportKind, type ImportKind, type PackType } from '../../shared';
import { puzzlesApi } from '../api';
import { AttrModal } from './AttrModal';
import { ChoiceModal } from './ChoiceModal';
import { CreateModal } from './CreateModal';
import { DataModal } from './DataModal';
import { ImportModal } from './ImportModal';
import { MoveCopyModal } from './MoveCopyModal';
import { NumberModal } from './NumberModal';
import { PickModal } from './PickModal';
import { StatsModal } from './StatsModal';
import { TransModal } from './TransModal';
import type { PuzzlesPageState } from './usePuzzlesPage';

export function PuzzleDialogs({ page }: { page: PuzzlesPageState }) {
  const {
    code,
    fid,
    q,
    setQ,
    data,
    locked,
    formTypes,
    folderOptions,
    selected,
    setSelected,
    setSearch,
    dialog,
    opened,
    dialogKey,
    close,
    reload,
  } = page;
  return (
    <>
      {dialog && 'puzzle' in dialog && dialog.kind === 'attr' && (
        <AttrModal
          key={dialogKey}
          opened={opened}
          code={code}
          folderId={fid}
          puzzle={dialog.puzzle}
          readOnly={!!locked(dialog.puzzle)}
          jsonVisible={!!data?.may.viewAttrJson}
          jsonEditable={!!data?.may.editAttrJson}
          formTypes={formTypes}
          onClose={close}
          onSaved={reload}
        />
      )}
      {dialog && 'puzzle' in dialog && dialog.kind === 'data' && (
        <DataModal
          key={dialogKey}
          opened={opened}
          code={code}
          folderId={fid}
          puzzle={dialog.puzzle}
          refusal={data?.flags.editData ? locked(dialog.puzzle) || null : MESSAGES.dataForbidden}
          onClose={close}
          onSaved={reload}
        />
      )}
      {dialog && 'puzzle' in dialog && dialog.kind === 'trans' && (
        <TransModal key={dialogKey} opened={opened} code={code} folderId={fid} puzzle={dialog.puzzle} onClose={close} onSaved={reload} />
      )}
      {dialog && 'puzzle' in dialog && dialog.kind === 'sort' && (
        <NumberModal
          key={dialogKey}
          opened={opened}
          title={`Sort of puzzle ${dialog.puzzle.id}`}
          label="Sort"
          initial={dialog.puzzle.sort}
          onClose={close}
          submit={async (v) => {
            await puzzlesApi.sort(code, fid, dialog.puzzle.id, v);
            toast(TOASTS.sorted);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'sortAll' && (
        <NumberModal
          key={dialogKey}
          opened={opened}
          title="Set all sort"
          label="Start sort"
          initial=""
          onClose={close}
          submit={async (v) => {
            await puzzlesApi.sortAll(code, fid, v);
            toast(TOASTS.sorted);
            reload();
          }}
        />
      )}
      {(dialog?.kind === 'move' || dialog?.kind === 'copy') && (
        <MoveCopyModal
          key={dialogKey}
          opened={opened}
          kind={dialog.kind}
          folders={folderOptions}
          onClose={close}
          submit={async (toFolderId, startSort, interval) => {
            if (dialog.kind === 'move') await puzzlesApi.move(code, fid, { ids: selected, toFolderId, startSort });
            else await puzzlesApi.copy(code, fid, { ids: selected, toFolderId, startSort, interval });
            toast(dialog.kind === 'copy' ? TOASTS.copied : TOASTS.success);
            setSelected([]);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'pick' && (
        <PickModal
          key={dialogKey}
          opened={opened}
          folders={folderOptions}
          currentFolderId={fid}
          onClose={close}
          submit={async (folderIds, count, startSort) => {
            await puzzlesApi.pickShuffle(code, fid, { folderIds, count, startSort });
            toast(TOASTS.success);
            reload();
          }}
        />
      )}
      {dialog?.kind === 'export' && (
        <ChoiceModal
          key={dialogKey}
          opened={opened}
          title="Export"
          label="What to export"
          options={EXPORT_KINDS.map((k) => ({ value: k, label: EXPORT_LABELS[k] }))}
          onClose={close}
          submit={async (k) => {
            const { jobId } = await puzzlesApi.exportFolder(code, fid, k as ExportKind);
            close();
            setQ({ job: String(jobId) });
          }}
        />
      )}
      {dialog?.kind === 'pack' && (
        <ChoiceModal
          key={dialogKey}
          opened={opened}
          title="Pack"
          label="Pack type"
          options={PACK_TYPES.map((k) => ({ value: k, label: k }))}
          onClose={close}
          submit={async (k) => {
            const { jobId } = await puzzlesApi.pack(code, fid, k as PackType);
            close();
            setQ({ job: String(jobId) });
          }}
        />
      )}
      {dialog?.kind === 'import' && (
        <ImportModal
          key={dialogKey}
          opened={opened}
          initial={(q.import || 'translation') as ImportKind}
          onClose={() => {
            close();
            setQ({ import: '' });
          }}
          submit={async (kind, file) => {
            const { jobId } = await puzzlesApi.importFile(code, fid, kind, file);
            toast(TOASTS.uploaded);
            close();
            setQ({ job: String(jobId), import: '' });
          }}
        />
      )}
      {dialog?.kind === 'stats' && <StatsModal key={dialogKey} opened={opened} code={code} folderId={fid} onClose={close} />}
      {dialog?.kind === 'create' && (
        <CreateModal
          key={dialogKey}
          opened={opened}
          code={code}
          folderId={fid}
          formTypes={formTypes}
          onClose={close}
          onCreated={(p) => {
            // Show the new puzzle (the id search), wherever its sort put it.
            close();
            setSearch(String(p.id));
            setQ({ id: String(p.id), pn: '1' });
          }}
        />
      )}
    </>
  );
}
