// The draggable category tree (000 §2.8, §4) with @dnd-kit: drop into a gap between rows → that
// parent at that place (the siblings are then sorted 1, 2, 3 …, so at least 1); drop on a row →
// its last child. The drag handle works with the keyboard too (dnd-kit's KeyboardSensor: Space to
// lift, arrows to move, Space to drop, Escape to cancel, each step announced), and every row's
// menu has the same moves as plain commands (up, down, indent, outdent, Move to…).
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { ActionIcon, Badge, Box, Group, Menu, Paper, Text, Tooltip } from '@mantine/core';
import {
  IconArrowBarToRight,
  IconArrowDown,
  IconArrowUp,
  IconArrowBarToLeft,
  IconChevronDown,
  IconChevronRight,
  IconDots,
  IconEye,
  IconGripVertical,
  IconLanguage,
  IconPencil,
  IconPlus,
  IconReplace,
  IconTrash,
} from '@tabler/icons-react';
import { type CategoryNode, flatten, gapId, moveForDrop, nodeDropId, parseDropId, subtreeIds } from '../../shared';

export interface TreeActions {
  details: (n: CategoryNode) => void;
  edit: (n: CategoryNode) => void;
  translations: (n: CategoryNode) => void;
  addChild: (n: CategoryNode) => void;
  moveTo: (n: CategoryNode) => void;
  remove: (n: CategoryNode) => void;
  /** Moves a category: under parentId at index among its other children (undefined: last). */
  move: (n: CategoryNode, parentId: number, index?: number) => void;
}

interface Ctx {
  actions: TreeActions;
  /** Ids that may not be drop targets now (the dragged category and everything under it). */
  blocked: ReadonlySet<number>;
  collapsed: ReadonlySet<number>;
  toggle: (id: number) => void;
  byId: ReadonlyMap<number, CategoryNode>;
  siblingsOf: (n: CategoryNode) => CategoryNode[];
}
const TreeCtx = createContext<Ctx | null>(null);
const useTree = () => useContext(TreeCtx)!;

/** Pointer drags use what is under the pointer; keyboard drags (no pointer) the closest target. */
const collision: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length ? under : closestCenter(args);
};

const nameOf = (n: CategoryNode | undefined) => n?.name.en || (n ? `#${n.id}` : 'the root');

function Gap({ parentId, index }: { parentId: number; index: number }) {
  const { blocked } = useTree();
  const { setNodeRef, isOver } = useDroppable({ id: gapId(parentId, index), disabled: blocked.has(parentId) });
  // A fixed height: a layout that moved when a drag starts would leave the measured targets behind.
  return (
    <Box ref={setNodeRef} data-gap={`${parentId}:${index}`} style={{ height: 10, display: 'flex', alignItems: 'center' }}>
      <Box
        style={{ height: 4, width: '100%', borderRadius: 2, background: isOver ? 'var(--mantine-primary-color-filled)' : 'transparent' }}
      />
    </Box>
  );
}

function Level({ nodes, parentId, depth }: { nodes: CategoryNode[]; parentId: number; depth: number }) {
  return (
    <Box
      component="ul"
      aria-label={depth === 0 ? 'Categories' : undefined}
      style={{ listStyle: 'none', margin: 0, padding: 0, paddingLeft: depth ? 24 : 0 }}
    >
      {nodes.map((n, i) => (
        <Box component="li" key={n.id} data-category={n.id}>
          <Gap parentId={parentId} index={i} />
          <Node node={n} depth={depth} />
          {i === nodes.length - 1 && <Gap parentId={parentId} index={nodes.length} />}
        </Box>
      ))}
    </Box>
  );
}

function Node({ node, depth }: { node: CategoryNode; depth: number }) {
  const { actions, blocked, collapsed, toggle, siblingsOf, byId } = useTree();
  const drag = useDraggable({ id: node.id });
  const drop = useDroppable({ id: nodeDropId(node.id), disabled: blocked.has(node.id) });
  const open = !collapsed.has(node.id);
  const name = nameOf(node);
  const siblings = siblingsOf(node);
  const at = siblings.findIndex((s) => s.id === node.id);
  const parent = node.parentId ? byId.get(node.parentId) : undefined;
  const outdent = () => {
    if (!parent) return;
    const grand = siblingsOf(parent);
    actions.move(node, parent.parentId, grand.findIndex((s) => s.id === parent.id) + 1);
  };
  const rule = node.attr.rules?.clientVersions;
  return (
    <>
      <Paper
        ref={drop.setNodeRef}
        withBorder
        px="xs"
        py={4}
        style={{
          opacity: drag.isDragging ? 0.4 : 1,
          outline: drop.isOver ? '2px solid var(--mantine-primary-color-filled)' : undefined,
          background: drop.isOver ? 'var(--mantine-primary-color-light)' : undefined,
        }}
      >
        <Group gap={6} wrap="nowrap">
          <ActionIcon
            ref={drag.setNodeRef}
            variant="subtle"
            color="gray"
            aria-label={`Drag ${name}`}
            style={{ cursor: 'grab', touchAction: 'none' }}
            {...drag.listeners}
            {...drag.attributes}
          >
            <IconGripVertical size={16} />
          </ActionIcon>
          {node.children.length ? (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="sm"
              aria-label={`${open ? 'Collapse' : 'Expand'} ${name}`}
              aria-expanded={open}
              onClick={() => toggle(node.id)}
            >
              {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
            </ActionIcon>
          ) : (
            <Box w={22} />
          )}
          <Text size="sm" fw={500} style={{ flex: 1, minWidth: 0 }} truncate data-name data-depth={depth}>
            {name}
          </Text>
          <Group gap={4} wrap="nowrap" visibleFrom="sm">
            {!!node.attr.countries?.length && (
              <Tooltip label={`Only in ${node.attr.countries.join(', ')}`}>
                <Badge size="xs" variant="light" color="grape">
                  {node.attr.countries.length > 3 ? `${node.attr.countries.length} countries` : node.attr.countries.join(' ')}
                </Badge>
              </Tooltip>
            )}
            {!!node.attr.custom_orders?.length && (
              <Badge size="xs" variant="light" color="orange">
                custom order
              </Badge>
            )}
            {rule && (rule[0] !== '0.0.0' || rule[1] !== '0.0.0') && (
              <Badge size="xs" variant="light" color="cyan">{`v${rule[0]}–${rule[1] === '0.0.0' ? '' : rule[1]}`}</Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            #{node.id} · sort {node.sort}
          </Text>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" aria-label={`Actions for ${name}`}>
                <IconDots size={16} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconEye size={14} />} onClick={() => actions.details(node)}>
                Details
              </Menu.Item>
              <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => actions.edit(node)}>
                Edit
              </Menu.Item>
              <Menu.Item leftSection={<IconLanguage size={14} />} onClick={() => actions.translations(node)}>
                Translations
              </Menu.Item>
              <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => actions.addChild(node)}>
                Add sub-category
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                leftSection={<IconArrowUp size={14} />}
                disabled={at <= 0}
                onClick={() => actions.move(node, node.parentId, at - 1)}
              >
                Move up
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowDown size={14} />}
                disabled={at < 0 || at >= siblings.length - 1}
                onClick={() => actions.move(node, node.parentId, at + 1)}
              >
                Move down
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowBarToRight size={14} />}
                disabled={at <= 0}
                onClick={() => actions.move(node, siblings[at - 1].id)}
              >
                Indent (into {at > 0 ? nameOf(siblings[at - 1]) : 'the one above'})
              </Menu.Item>
              <Menu.Item leftSection={<IconArrowBarToLeft size={14} />} disabled={!parent} onClick={outdent}>
                Outdent
              </Menu.Item>
              <Menu.Item leftSection={<IconReplace size={14} />} onClick={() => actions.moveTo(node)}>
                Move to…
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => actions.remove(node)}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Paper>
      {open && node.children.length > 0 && <Level nodes={node.children} parentId={node.id} depth={depth + 1} />}
    </>
  );
}

export function CategoryTree({ tree, actions, readOnly }: { tree: CategoryNode[]; actions: TreeActions; readOnly?: boolean }): ReactNode {
  const [activeId, setActiveId] = useState<number | null>(null);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const all = useMemo(() => flatten(tree), [tree]);
  const byId = useMemo(() => new Map(all.map((n) => [n.id, n])), [all]);
  const parents = useMemo(() => new Map(all.map((n) => [n.id, n.parentId])), [all]);
  const blocked = useMemo(() => (activeId === null ? new Set<number>() : subtreeIds(parents, activeId)), [activeId, parents]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));
  const siblingsOf = (n: CategoryNode) => (n.parentId ? (byId.get(n.parentId)?.children ?? []) : tree);

  /** Where a drop target puts the category, for the announcements. */
  const place = (overId: string | number | undefined): { over: string; dropped: string } => {
    const target = overId === undefined ? null : parseDropId(String(overId));
    if (!target) return { over: 'is not over a drop target', dropped: 'was dropped outside any drop target: nothing moved' };
    if (target.kind === 'node') {
      const name = nameOf(byId.get(target.id));
      return {
        over: `is over ${name}: drop to make it its last sub-category`,
        dropped: `was dropped onto ${name}, as its last sub-category`,
      };
    }
    const list = target.parentId ? (byId.get(target.parentId)?.children ?? []) : tree;
    const where = `the gap ${target.index < list.length ? `before ${nameOf(list[target.index])}` : 'at the end'} under ${nameOf(byId.get(target.parentId))}`;
    return { over: `is in ${where}`, dropped: `was dropped into ${where}` };
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(byId.get(Number(active.id)))}.`,
    onDragOver: ({ active, over }) => `${nameOf(byId.get(Number(active.id)))} ${place(over?.id).over}.`,
    onDragEnd: ({ active, over }) => `${nameOf(byId.get(Number(active.id)))} ${place(over?.id).dropped}.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(byId.get(Number(active.id)))} was cancelled.`,
  };

  const onDragStart = (e: DragStartEvent) => setActiveId(Number(e.active.id));
  const onDragEnd = (e: DragEndEvent) => {
    setActiveId(null);
    const target = e.over ? parseDropId(String(e.over.id)) : null;
    const node = byId.get(Number(e.active.id));
    if (!target || !node) return;
    const move = moveForDrop(tree, node.id, target);
    if (move) actions.move(node, move.parentId, move.index);
  };
  const ctx: Ctx = {
    actions,
    blocked,
    collapsed,
    toggle: (id) => setCollapsed((s) => (s.has(id) ? new Set([...s].filter((x) => x !== id)) : new Set([...s, id]))),
    byId,
    siblingsOf,
  };
  const active = activeId === null ? undefined : byId.get(activeId);
  return (
    <TreeCtx.Provider value={ctx}>
      <DndContext
        sensors={readOnly ? [] : sensors}
        collisionDetection={collision}
        onDragStart={onDragStart}
        onDragEnd={onDragEnd}
        onDragCancel={() => setActiveId(null)}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move a category, press Space or Enter to pick it up, use the arrow keys to move it over a gap or another category, then press Space or Enter to drop it, or Escape to cancel. Each row’s actions menu has the same moves.',
          },
        }}
      >
        <Level nodes={tree} parentId={0} depth={0} />
        <DragOverlay dropAnimation={null}>
          {active ? (
            <Paper withBorder shadow="md" px="xs" py={4} w={280}>
              <Group gap={6}>
                <IconGripVertical size={16} />
                <Text size="sm" fw={500}>
                  {nameOf(active)}
                </Text>
              </Group>
            </Paper>
          ) : null}
        </DragOverlay>
      </DndContext>
    </TreeCtx.Provider>
  );
}
