// A form control that picks items by moving them between two lists (the spec's "transfer table",
// 000 §9): the available ones and the chosen ones, each with a search and a pager of the spec's
// page sizes, and buttons between them that move the marked items across. The value is the
// chosen items' values, in the order they were chosen (a release's folders in release order).
//
// Keyboard: each list is one tab stop, a listbox whose options are its page's items; Up/Down,
// Home/End move in the page, PageUp/PageDown turn the page, Space marks or unmarks, Enter moves the
// marked ones to the other side. The move buttons are named ("Move marked to …"); after a move
// focus goes back to the list the items left, to pick on. Only a page of items is rendered (10 to
// 200 of them), so a side with thousands is as quick as one with ten; the rules are in transfer.ts.
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { ActionIcon, Checkbox, Group, Input, NativeSelect, Pagination, Text, TextInput } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconSearch } from '@tabler/icons-react';
import {
  markAllState,
  marksOn,
  moveToAvailable,
  moveToChosen,
  pageItems,
  searchItems,
  toggleAll,
  transferSides,
  type TransferItem,
} from './transfer';
import classes from './TransferList.module.css';

export type { TransferItem } from './transfer';

export interface TransferListProps {
  /** The field's label (the form's name for the whole control). */
  label: string;
  description?: ReactNode;
  withAsterisk?: boolean;
  error?: ReactNode;
  data: readonly TransferItem[];
  /** The chosen values (none when missing, as a form's `getInputProps` may type it). */
  value?: string[];
  onChange: (value: string[]) => void;
  /** The two sides' names, e.g. ['Available folders', 'Chosen folders']. */
  titles: readonly [string, string];
  /** The spec's page sizes; the first is the default. */
  pageSizes: readonly number[];
  /** The data is still loading (the available side says so). */
  loading?: boolean;
}

/** The missing value's stand-in: one array, so the sides are not worked out again on every render. */
const NONE: string[] = [];

const count = (n: number) => n.toLocaleString('en-US');

interface SideProps {
  title: string;
  items: readonly TransferItem[];
  marked: ReadonlySet<string>;
  onMark: (marked: Set<string>) => void;
  /** Move this side's marked items to the other side. */
  onMove: () => void;
  pageSizes: readonly number[];
  emptyText: string;
  describedBy?: string;
  listRef: RefObject<HTMLDivElement | null>;
}

function TransferSide({ title, items, marked, onMark, onMove, pageSizes, emptyText, describedBy, listRef }: SideProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [pageSize, setPageSize] = useState(pageSizes[0] ?? 10);
  const [wantedPage, setPage] = useState(1);
  const [wantedActive, setActive] = useState(0);
  const shown = useMemo(() => searchItems(items, query), [items, query]);
  const { page, items: rows, from, to } = pageItems(shown, wantedPage, pageSize);
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const active = Math.min(wantedActive, rows.length - 1);
  const all = markAllState(shown, marked);
  const optionId = (i: number) => `${id}-option-${i}`;

  const turn = (target: number) => {
    setPage(Math.min(Math.max(1, target), pages));
    setActive(0);
  };
  const goTo = (i: number) => {
    const next = Math.min(Math.max(0, i), rows.length - 1);
    setActive(next);
    listRef.current?.querySelector(`#${CSS.escape(optionId(next))}`)?.scrollIntoView({ block: 'nearest' });
  };
  const toggle = (item: TransferItem) => {
    const next = new Set(marked);
    if (next.has(item.value)) next.delete(item.value);
    else next.add(item.value);
    onMark(next);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, () => void> = {
      ArrowDown: () => goTo(active + 1),
      ArrowUp: () => goTo(active - 1),
      Home: () => goTo(0),
      End: () => goTo(rows.length - 1),
      PageDown: () => turn(page + 1),
      PageUp: () => turn(page - 1),
      ' ': () => rows[active] && toggle(rows[active]),
      Enter: () => marked.size > 0 && onMove(),
    };
    const run = keys[e.key];
    if (!run || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    run();
  };

  return (
    <div className={classes.side} role="group" aria-labelledby={`${id}-title`}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text id={`${id}-title`} size="sm" fw={500} truncate>
          {title}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {marked.size ? `${count(marked.size)} of ${count(items.length)} marked` : count(items.length)}
        </Text>
      </Group>
      <TextInput
        size="xs"
        aria-label={`Search ${title}`}
        placeholder="Search"
        leftSection={<IconSearch size={14} stroke={1.5} />}
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          setPage(1);
          setActive(0);
        }}
      />
      <Checkbox
        size="xs"
        label={query.trim() ? `Mark all ${count(shown.length)} found` : 'Mark all'}
        checked={all === 'all'}
        indeterminate={all === 'some'}
        disabled={shown.length === 0}
        onChange={() => onMark(toggleAll(shown, marked))}
      />
      <div className={classes.frame}>
        <div
          ref={listRef}
          className={classes.list}
          role="listbox"
          aria-multiselectable="true"
          aria-labelledby={`${id}-title`}
          aria-describedby={[rows.length ? undefined : `${id}-empty`, describedBy].filter(Boolean).join(' ') || undefined}
          aria-activedescendant={rows.length ? optionId(active) : undefined}
          tabIndex={0}
          onKeyDown={onKeyDown}
        >
          {rows.map((item, i) => (
            <div
              key={item.value}
              id={optionId(i)}
              role="option"
              aria-selected={marked.has(item.value)}
              data-active={i === active || undefined}
              className={classes.option}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                setActive(i);
                toggle(item);
                listRef.current?.focus();
              }}
            >
              <Checkbox.Indicator size="xs" checked={marked.has(item.value)} aria-hidden />
              <Text size="sm" truncate>
                {item.label}
              </Text>
            </div>
          ))}
        </div>
        {rows.length === 0 && (
          <Text id={`${id}-empty`} className={classes.empty} size="sm" c="dimmed">
            {query.trim() && items.length ? 'Nothing found' : emptyText}
          </Text>
        )}
      </div>
      <div className={classes.pager}>
        <Pagination.Root total={pages} value={page} onChange={turn} size="sm">
          <Group gap={4} wrap="nowrap">
            <Pagination.First aria-label="First page" />
            <Pagination.Previous aria-label="Previous page" />
            <Pagination.Next aria-label="Next page" />
            <Pagination.Last aria-label="Last page" />
          </Group>
        </Pagination.Root>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {from}–{to} of {count(shown.length)}
        </Text>
        <NativeSelect
          size="xs"
          aria-label="Rows per page"
          data={pageSizes.map(String)}
          value={String(pageSize)}
          onChange={(e) => {
            setPageSize(Number(e.currentTarget.value));
            setPage(1);
            setActive(0);
          }}
        />
      </div>
    </div>
  );
}

export function TransferList({
  label,
  description,
  withAsterisk,
  error,
  data,
  value = NONE,
  onChange,
  titles,
  pageSizes,
  loading,
}: TransferListProps) {
  const id = useId();
  const { available, chosen } = useMemo(() => transferSides(data, value), [data, value]);
  const [markedLeft, setMarkedLeft] = useState<ReadonlySet<string>>(new Set());
  const [markedRight, setMarkedRight] = useState<ReadonlySet<string>>(new Set());
  // Marks name items of their side only: a value changed from outside (the form reset) drops the rest.
  const left = useMemo(() => marksOn(available, markedLeft), [available, markedLeft]);
  const right = useMemo(() => marksOn(chosen, markedRight), [chosen, markedRight]);
  const leftList = useRef<HTMLDivElement>(null);
  const rightList = useRef<HTMLDivElement>(null);
  const describedBy =
    [error ? `${id}-error` : undefined, description ? `${id}-description` : undefined].filter(Boolean).join(' ') || undefined;

  const add = () => {
    if (!left.size) return;
    onChange(moveToChosen(data, value, left));
    setMarkedLeft(new Set());
    leftList.current?.focus();
  };
  const remove = () => {
    if (!right.size) return;
    onChange(moveToAvailable(value, right));
    setMarkedRight(new Set());
    rightList.current?.focus();
  };

  return (
    <Input.Wrapper id={id} label={label} description={description} withAsterisk={withAsterisk} error={error} labelElement="div">
      <div
        className={classes.root}
        role="group"
        aria-labelledby={`${id}-label`}
        style={{ marginTop: 'calc(0.25rem * var(--mantine-scale))' }}
      >
        <TransferSide
          title={titles[0]}
          items={available}
          marked={left}
          onMark={setMarkedLeft}
          onMove={add}
          pageSizes={pageSizes}
          emptyText={loading ? 'Loading…' : 'Nothing left to choose'}
          describedBy={describedBy}
          listRef={leftList}
        />
        <div className={classes.moves}>
          <ActionIcon variant="default" size="lg" aria-label={`Move marked to ${titles[1]}`} disabled={!left.size} onClick={add}>
            <IconChevronRight size={18} stroke={1.5} />
          </ActionIcon>
          <ActionIcon variant="default" size="lg" aria-label={`Move marked to ${titles[0]}`} disabled={!right.size} onClick={remove}>
            <IconChevronLeft size={18} stroke={1.5} />
          </ActionIcon>
        </div>
        <TransferSide
          title={titles[1]}
          items={chosen}
          marked={right}
          onMark={setMarkedRight}
          onMove={remove}
          pageSizes={pageSizes}
          emptyText="Nothing chosen yet"
          describedBy={describedBy}
          listRef={rightList}
        />
      </div>
    </Input.Wrapper>
  );
}
