// Sync to projects and the sync check (000 §4), three-way: pick projects for the selected keys,
// run the check (a dry run: per project and key Ignore or Sync, and per language the old common
// text, the new one and the project's), choose per conflict (keep the project's text or take the
// common one), then sync. After an edit the same modal asks whether to sync the edit to all linked
// projects (applyToAllCustom), with the key's linked projects already checked.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { inform, toast } from '../../../../core/web/notify';
import { useProjects } from '../../../../core/web/project/hooks';
import type { CommonKeyRow, SyncResult, SyncRow } from '../../endpoints/common';
import type { Resolution } from '../../schemas/common';
import { commonApi } from './api';
import { choiceKey, SyncCheckTable, type SyncChoices } from './SyncCheckTable';

export type SyncTarget = { mode: 'pick'; keys: CommonKeyRow[] } | { mode: 'linked'; key: CommonKeyRow; projectCodes: string[] };

export function SyncModal({ target, onClose, onDone }: { target: SyncTarget | null; onClose: () => void; onDone: () => void }) {
  const projects = useProjects();
  const [codes, setCodes] = useState<string[]>([]);
  const [rows, setRows] = useState<SyncRow[] | null>(null);
  const [choices, setChoices] = useState<SyncChoices>({});
  const [busy, setBusy] = useState(false);
  const keys = target ? (target.mode === 'pick' ? target.keys : [target.key]) : [];

  const runCheck = async (projectCodes: string[]) => {
    if (!target || !projectCodes.length) return;
    setBusy(true);
    try {
      const r = await commonApi.syncCheck(
        keys.map((k) => k.id),
        projectCodes,
      );
      setRows(r.rows);
      setChoices({});
    } finally {
      setBusy(false);
    }
  };
  useEffect(() => {
    setRows(null);
    setChoices({});
    setCodes(target?.mode === 'linked' ? target.projectCodes : []);
    if (target?.mode === 'linked') void runCheck(target.projectCodes);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checks again only when the target changes; runCheck is new each render
  }, [target]);

  const resolutions = (): Resolution[] =>
    (rows ?? []).flatMap((r) =>
      r.languages
        .filter((l) => l.state === 'conflict')
        .map((l) => ({ projectCode: r.projectCode, keyId: r.keyId, lang: l.lang, take: choices[choiceKey(r, l.lang)] ?? 'project' })),
    );

  const apply = async () => {
    if (!target || !rows) return;
    setBusy(true);
    try {
      let result: SyncResult;
      if (target.mode === 'linked') result = await commonApi.applyToAll(target.key.id, resolutions());
      else {
        const customs = rows
          .filter((r) => r.action === 'Sync')
          .map((r) => ({ projectCode: r.projectCode, keyId: r.keyId, commonId: r.keyId }));
        if (!customs.length) {
          onClose();
          return;
        }
        result = await commonApi.sync(
          keys.map((k) => k.id),
          customs,
          resolutions(),
        );
      }
      toast('SUCCESS!');
      if (result.skipped.length || result.ignored.length) {
        inform(
          'Synced',
          `${result.created} created, ${result.updated} updated; ${result.ignored.length} ignored (the project's own key), ${result.skipped.length} project text(s) kept.`,
        );
      }
      onDone();
    } finally {
      setBusy(false);
    }
  };

  const syncCount = rows?.filter((r) => r.action === 'Sync').length ?? 0;
  const conflicts = rows?.reduce((n, r) => n + r.languages.filter((l) => l.state === 'conflict').length, 0) ?? 0;
  const title =
    target?.mode === 'linked' ? `Sync the edit of ${target.key.key} to all linked projects?` : `Sync ${keys.length} key(s) to projects`;

  return (
    <Modal opened={!!target} onClose={onClose} title={title} size={960}>
      <Stack gap="sm">
        {target?.mode === 'pick' && (
          <Group align="flex-end">
            <MultiSelect
              style={{ flex: 1 }}
              label="Projects"
              placeholder="Pick projects"
              searchable
              data={projects.list.map((p) => ({ value: p.code, label: `${p.nickname} (${p.code})` }))}
              value={codes}
              onChange={(v) => {
                setCodes(v);
                setRows(null);
              }}
            />
            <Button variant="light" disabled={!codes.length} loading={busy && !rows} onClick={() => void runCheck(codes)}>
              Sync check
            </Button>
          </Group>
        )}
        {target?.mode === 'pick' && (
          <Text size="sm" c="dimmed">
            Keys: {keys.map((k) => k.key).join(', ')}
          </Text>
        )}
        {busy && !rows && (
          <Text size="sm" c="dimmed">
            Checking…
          </Text>
        )}
        {rows && (
          <>
            {conflicts > 0 && (
              <Alert color="orange" title={`${conflicts} conflict(s)`}>
                The project changed these texts itself and the common text changed too. Choose per conflict; a project's text is kept unless
                you take the common one.
              </Alert>
            )}
            <SyncCheckTable rows={rows} choices={choices} setChoices={setChoices} />
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {target?.mode === 'linked' ? 'Not now' : 'Cancel'}
          </Button>
          <Button onClick={() => void apply()} disabled={!rows || !syncCount} loading={busy && !!rows}>
            Sync
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
