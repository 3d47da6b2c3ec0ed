// Pick puzzles by a pick rule: the target folder and a start sort (at least 1), then loops of
// {folder, pick count at least 1}. needPub folders cannot be chosen, and the target is disabled
// among the sources; a loop without its folder or count warns 'lack of folder info for a loop'.
import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { showErrorNotice, toast } from '../../../../core/web/notify';
import { MESSAGES, pickSourceDisabled, TOASTS, type Folder } from '../../shared';
import { foldersApi } from '../api';

interface Loop {
  id: string | null;
  pickCount: number | string;
}

export function PickModal({
  code,
  opened,
  folders,
  target: initial,
  onClose,
  onDone,
}: {
  code: string;
  opened: boolean;
  folders: Folder[];
  target: Folder | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [target, setTarget] = useState<string | null>(null);
  const [startSort, setStartSort] = useState<number | string>(1);
  const [loops, setLoops] = useState<Loop[]>([{ id: null, pickCount: 1 }]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setTarget(initial ? String(initial.id) : null);
      setStartSort(1);
      setLoops([{ id: null, pickCount: 1 }]);
    }
  }, [opened, initial]);
  const targetId = target ? Number(target) : null;
  const label = (f: Folder) => `${f.name.en ?? ''} (#${f.id}, ${f.puzzleCount})`;
  const targetData = folders.map((f) => ({ value: String(f.id), label: label(f), disabled: f.needPub }));
  const sourceData = folders.map((f) => ({ value: String(f.id), label: label(f), disabled: pickSourceDisabled(f, targetId) }));
  const startError = startSort === '' || Number(startSort) < 1 ? MESSAGES.startSortMin : undefined;
  const set = (i: number, patch: Partial<Loop>) => setLoops((l) => l.map((x, j) => (j === i ? { ...x, ...patch } : x)));
  const submit = async () => {
    if (!targetId) return showErrorNotice(MESSAGES.targetRequired, 'Warning');
    if (startError) return;
    if (loops.some((l) => !l.id || l.pickCount === '')) return showErrorNotice(MESSAGES.lackFolder, 'Warning');
    if (loops.some((l) => Number(l.pickCount) < 1)) return;
    setBusy(true);
    try {
      const r = await foldersApi.pick(code, {
        targetFolderInfo: { targetId, startSort: Number(startSort) },
        loopRule: loops.map((l) => ({ id: Number(l.id), pickCount: Number(l.pickCount) })),
      });
      toast(`${TOASTS.success}: ${r.added.length} puzzles`);
      onDone();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={opened} onClose={onClose} title="Pick puzzles" size={1000}>
      <Stack>
        <Group grow align="flex-start">
          <Select label="Target folder" withAsterisk searchable data-autofocus data={targetData} value={target} onChange={setTarget} />
          <NumberInput
            label="Start sort"
            withAsterisk
            min={1}
            clampBehavior="none"
            allowDecimal={false}
            value={startSort}
            onChange={setStartSort}
            error={startError}
          />
        </Group>
        <Text fw={500} size="sm">
          Loops: the first puzzles of each folder (sort ascending, then id descending) not yet in the target
        </Text>
        {loops.map((l, i) => (
          <Group key={i} align="flex-start" wrap="nowrap">
            <Select
              label={`Folder of loop ${i + 1}`}
              searchable
              style={{ flex: 1 }}
              data={sourceData}
              value={l.id}
              onChange={(id) => set(i, { id })}
            />
            <NumberInput
              label="Pick count"
              w={140}
              min={1}
              clampBehavior="none"
              allowDecimal={false}
              value={l.pickCount}
              onChange={(pickCount) => set(i, { pickCount })}
              error={l.pickCount !== '' && Number(l.pickCount) < 1 ? MESSAGES.pickCountMin : undefined}
            />
            <ActionIcon
              mt={26}
              variant="subtle"
              color="red"
              aria-label={`Remove loop ${i + 1}`}
              disabled={loops.length === 1}
              onClick={() => setLoops((x) => x.filter((_, j) => j !== i))}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => setLoops((x) => [...x, { id: null, pickCount: 1 }])}
          >
            Add loop
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void submit()} loading={busy}>
              Pick
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
