// "Move to…": the keyboard- and screen-reader-friendly way to do what a drag does: pick the new
// parent (never the category itself or one under it) and the place among its children.
import { useEffect, useMemo, useState } from 'react';
import { Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { type CategoryNode, flatten, subtreeIds } from '../../shared';

export function MoveToModal({
  node,
  tree,
  onClose,
  onMove,
}: {
  node: CategoryNode | null;
  tree: CategoryNode[];
  onClose: () => void;
  onMove: (parentId: number, index?: number) => Promise<void>;
}) {
  const [parent, setParent] = useState('0');
  const [position, setPosition] = useState<number | string>('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (node) {
      setParent(String(node.parentId));
      setPosition('');
    }
  }, [node]);
  const all = useMemo(() => flatten(tree), [tree]);
  const options = useMemo(() => {
    if (!node) return [];
    const blocked = subtreeIds(new Map(all.map((n) => [n.id, n.parentId])), node.id);
    return [
      { value: '0', label: '(root)' },
      ...all.filter((n) => !blocked.has(n.id)).map((n) => ({ value: String(n.id), label: `${n.name.en ?? ''} (#${n.id})` })),
    ];
  }, [node, all]);
  const siblings = Number(parent) === 0 ? tree : (all.find((n) => n.id === Number(parent))?.children ?? []);
  const count = siblings.filter((n) => n.id !== node?.id).length;

  const move = async () => {
    if (!node) return;
    setBusy(true);
    try {
      await onMove(Number(parent), position === '' ? undefined : Math.max(0, Number(position) - 1));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={!!node} onClose={onClose} title={`Move ${node?.name.en ?? ''} to…`} size={480}>
      <Stack>
        <Select label="New parent" searchable allowDeselect={false} data={options} value={parent} onChange={(v) => setParent(v ?? '0')} />
        <NumberInput
          label="Position"
          description={`1 to ${count + 1}; empty: last`}
          min={1}
          max={count + 1}
          allowDecimal={false}
          value={position}
          onChange={setPosition}
        />
        <Text size="xs" c="dimmed">
          The parent's children are then sorted 1, 2, 3 … in their new order.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void move()} loading={busy}>
            Move
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
