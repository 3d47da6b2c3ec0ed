// A puzzle's level data (002 §6 "edit data", §7 editData): where the project config allows it
// (`puzzles.editData`) and the puzzle may change, a JSON editor (Monaco, loaded with this modal
// only) whose text must be a JSON object: otherwise its message shows and Save is disabled. Saved
// through the puzzle's update call (`data`). Elsewhere the data is shown read-only.
import { lazy, Suspense, useState } from 'react';
import { Button, Loader, Modal, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { toast } from '../../../../core/web/notify';
import { useLoad } from '../../../../core/web/useLoad';
import { MESSAGES, TOASTS, type Puzzle } from '../../shared';
import { puzzlesApi } from '../api';
import { ModalActions } from './ModalActions';
import { useSubmit } from './useSubmit';

const DataEditor = lazy(() => import('./DataEditor'));

/** The message for text that is not a JSON object, or null when it is one. */
export function dataProblem(text: string): string | null {
  try {
    const v = JSON.parse(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) return null;
  } catch {
    /* below */
  }
  return MESSAGES.dataJson;
}

export function DataModal(props: {
  opened: boolean;
  code: string;
  folderId: number;
  puzzle: Puzzle;
  /** Why the data is read-only here (the project does not edit data, a released puzzle, the folder rule); null: editable. */
  refusal: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const editable = !props.refusal;
  const dark = useComputedColorScheme('light') === 'dark';
  const [text, setText] = useState<string | null>(null);
  const one = useLoad(async () => {
    const r = await puzzlesApi.one(props.code, props.folderId, props.puzzle.id);
    setText(JSON.stringify(r.puzzle.data ?? {}, null, 2));
    return r;
  }, [props.puzzle.id]);
  const problem = text === null ? null : dataProblem(text);
  const s = useSubmit(async () => {
    if (text === null || problem) return;
    await puzzlesApi.update(props.code, props.folderId, props.puzzle.id, { data: text });
    toast(TOASTS.success);
    props.onSaved();
  });
  const label = editable ? `Data of puzzle ${props.puzzle.id}` : `Data of puzzle ${props.puzzle.id} (read only)`;
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={`Data of puzzle ${props.puzzle.id}`} size="xl">
      <Stack>
        {!editable && (
          <Text size="sm" c="dimmed">
            {props.refusal}
          </Text>
        )}
        {text === null || one.loading ? (
          <Loader size="sm" aria-label="Loading data" />
        ) : (
          <Suspense fallback={<Loader size="sm" aria-label="Loading editor" />}>
            <DataEditor value={text} onChange={setText} readOnly={!editable} dark={dark} height={360} label={label} />
          </Suspense>
        )}
        {problem && (
          <Text c="red" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <ModalActions error={s.error} onCancel={props.onClose}>
          {editable && (
            <Button loading={s.busy} disabled={text === null || !!problem} onClick={() => void s.run()}>
              Save
            </Button>
          )}
        </ModalActions>
      </Stack>
    </Modal>
  );
}
