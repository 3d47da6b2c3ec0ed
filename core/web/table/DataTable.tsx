// The one table of the console: mantine-react-table behind a small interface, so plugins never
// import it. Pages either on the client (pageSizes) or on the server (`server` paging).
// Accessibility, once for every table: the pager's icon buttons have names, a column without a
// visible header (the actions) still has one for screen readers, the empty cells a grouped header
// row leaves over ungrouped columns are cells, not empty headers, and a table wider than its box
// is a named, focusable scroll region (only then: a table that fits adds no tab stop).
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Paper, VisuallyHidden } from '@mantine/core';
import {
  getDefaultColumnOrderIds,
  MantineReactTable,
  MRT_TablePagination,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_PaginationState,
} from 'mantine-react-table';
import 'mantine-react-table/styles.css';
import classes from './DataTable.module.css';

export interface Column<T> {
  /** A field of the row, or any id when `cell` renders it. */
  key: string;
  header: string;
  cell?: (row: T) => ReactNode;
  /** Value used for sorting and the default cell. */
  value?: (row: T) => string | number | null | undefined;
  width?: number;
  sortable?: boolean;
  align?: 'left' | 'center' | 'right';
  /** A header over this column and its neighbours of the same group (grouped columns, e.g. an event's pv, uv and rates). */
  group?: string;
  /**
   * Stays in view while a wide table scrolls sideways: 'left' for a row's key (the level, the
   * date), 'right' for a row's actions. A column keyed `actions` is pinned right unless it says
   * otherwise, so no table cuts its actions off on a narrower screen.
   */
  pin?: 'left' | 'right' | false;
}

export interface ServerPaging {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number, pageSize: number) => void;
}

export interface DataTableProps<T> {
  columns: Column<T>[];
  data: T[];
  rowKey: (row: T) => string | number;
  loading?: boolean;
  /** The spec's page-size options; the first is the default unless `defaultPageSize` says otherwise. */
  pageSizes: readonly number[];
  /** All rows at once, no pager (the spec's "unpaged" tables); `pageSizes` is then ignored. */
  unpaged?: boolean;
  defaultPageSize?: number;
  /** Paging done by the server (the table shows `total` rows over pages). */
  server?: ServerPaging;
  /** Buttons and filters above the table. */
  toolbar?: ReactNode;
  emptyText?: string;
  onRowClick?: (row: T) => void;
  /** Extra content under a row, opened by clicking the row or its chevron (Expand/Collapse, aria-expanded). */
  detail?: (row: T) => ReactNode;
  /** Accessible name of the table. */
  label?: string;
}

const HEAD_STYLE = { whiteSpace: 'nowrap', verticalAlign: 'bottom' } as const;

/** Controls inside a row, whose clicks are theirs (not the row's). */
const INTERACTIVE = 'button, a, input, select, textarea, label, [role="button"], [role="menuitem"], [role="checkbox"], [role="switch"]';

const PAGER_NAMES = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** The header a column without a visible one is read by: "Actions" for the actions column. */
const hiddenHeaderOf = (key: string) => (key === 'actions' ? 'Actions' : key);

/**
 * A table wider than its box is a named, focusable scroll region; one that fits is not (no extra
 * tab stop). Set on the element by its resize observer, not through React state: a state would
 * render the whole table again once more on every screen that opens.
 */
function markScrollRegion(container: HTMLElement, label: string): () => void {
  const measure = () => {
    if (container.scrollWidth > container.clientWidth + 1) {
      container.tabIndex = 0;
      container.setAttribute('role', 'region');
      container.setAttribute('aria-label', label);
    } else {
      container.removeAttribute('tabindex');
      container.removeAttribute('role');
      container.removeAttribute('aria-label');
    }
  };
  // The observer reports each observed box once after the browser's own layout: no forced
  // layout here, and again whenever the box or the table changes size.
  const observer = new ResizeObserver(measure);
  observer.observe(container);
  let table = container.querySelector('table');
  if (table) observer.observe(table);
  // The table that arrives after the first render (or replaces it) is a new element: observe it
  // too, or a table that grows wider inside a box of unchanged size is never marked (axe then
  // finds a scroll region nobody can reach by keyboard). Checked once a frame at most.
  let pending = false;
  const mutations = new MutationObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      const now = container.querySelector('table');
      if (now && now !== table) {
        table = now;
        observer.observe(now);
      }
    });
  });
  mutations.observe(container, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    mutations.disconnect();
  };
}

/**
 * MRT names its rows-per-page select by a fixed id, `rpp-label`: two tables on a screen had the id
 * twice (and each select named by the first's label). Each table's pager gets its own (useId).
 */
function uniquePagerIds(pager: HTMLElement | null, id: string): void {
  const label = pager?.querySelector('[id="rpp-label"]');
  if (!pager || !label) return;
  label.id = id;
  pager.querySelectorAll('[aria-labelledby="rpp-label"]').forEach((el) => el.setAttribute('aria-labelledby', id));
}

/**
 * A grouped header row leaves an empty head cell over every ungrouped column (TanStack's
 * placeholders, which MRT renders as bare th and lets no prop tell apart): they are cells.
 */
function markPlaceholderHeads(container: HTMLElement | null): void {
  // A placeholder has no content at all; every real head cell has MRT's content box.
  container?.querySelectorAll('thead th:not([role])').forEach((th) => {
    if (th.childElementCount === 0 && !th.textContent?.trim()) th.setAttribute('role', 'cell');
  });
}

/**
 * The table's first render is a box of the table's size, and the table renders right after it at
 * transition priority, in slices: the screen around it (its title, its filters) paints first, and
 * building the table's cells is no long task that blocks the page (level statistics: 330 cells).
 * The toolbar is outside the swap, so a filter in use when the table arrives stays mounted (an
 * open select would otherwise close under the user's pointer).
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const shown = useDeferredValue(true, false);
  return (
    <Paper withBorder aria-busy={shown ? undefined : true} className={classes.paper}>
      {props.toolbar && <div className={classes.toolbar}>{props.toolbar}</div>}
      {shown ? <MrtTable {...props} /> : <TableSizedBox {...props} />}
    </Paper>
  );
}

/** How many rows' height the table takes while its first rows load (a page of them, at most 20). */
const pageRows = (props: Pick<DataTableProps<object>, 'server' | 'defaultPageSize' | 'pageSizes'>) =>
  Math.min(props.server?.pageSize ?? props.defaultPageSize ?? props.pageSizes[0] ?? 10, 20);

/** Empty space as high as `rows` rows of data. */
const RowsHigh = ({ rows }: { rows: number }) => (
  <div className={classes.box} style={{ height: `calc(${rows} * var(--data-table-row-height))` }} />
);

function TableSizedBox<T extends object>(props: DataTableProps<T>) {
  const rows = props.data.length || (props.loading ? pageRows(props) : 1);
  return (
    <>
      <RowsHigh rows={rows + 1} />
      {!props.unpaged && <div className={classes.pager} />}
    </>
  );
}

function MrtTable<T extends object>(props: DataTableProps<T>) {
  const { columns, data, rowKey, loading, pageSizes, server, emptyText, onRowClick, detail, label } = props;
  // The first rows are on their way: the table shows its overlay over an empty body of a page's
  // height. Not MRT's loading state, which fills the page with made-up rows of animated skeletons
  // and gives every skeleton a random width from an effect: 330 cells mounted, rendered again and
  // thrown away on level statistics, a third of its blocking time.
  const waiting = !!loading && !data.length;
  const pagerRef = useRef<HTMLDivElement>(null);
  const rppId = `rpp-label-${useId().replace(/:/g, '')}`;
  const mrtColumns = useMemo<MRT_ColumnDef<T>[]>(() => {
    // A group's first column draws a line on its left, so the groups read apart.
    const groupLine = { borderLeft: '1px solid var(--mantine-color-default-border)' };
    const leaf = (c: Column<T>, first = false): MRT_ColumnDef<T> => {
      const cellProps = c.align || first ? { ...(c.align ? { align: c.align } : {}), ...(first ? { style: groupLine } : {}) } : undefined;
      // Column props replace the table's head cell props (style too): keep one-line headers.
      const headProps = first ? { ...cellProps, style: { ...groupLine, ...HEAD_STYLE } } : cellProps;
      return {
        id: c.key,
        header: c.header || hiddenHeaderOf(c.key),
        ...(c.header ? {} : { Header: () => <VisuallyHidden>{hiddenHeaderOf(c.key)}</VisuallyHidden> }),
        accessorFn: (row: T) => (c.value ? c.value(row) : (row as Record<string, unknown>)[c.key]),
        Cell: c.cell ? ({ row }) => c.cell!(row.original) : undefined,
        size: c.width,
        enableSorting: !!c.sortable,
        mantineTableHeadCellProps: headProps,
        mantineTableBodyCellProps: cellProps,
      };
    };
    // Neighbouring columns of one group go under one header.
    const out: MRT_ColumnDef<T>[] = [];
    columns.forEach((c, i) => {
      if (!c.group) return void out.push(leaf(c));
      const last = out[out.length - 1];
      if (i > 0 && columns[i - 1].group === c.group && last?.columns) last.columns.push(leaf(c));
      else
        out.push({
          id: `group:${c.group}:${i}`,
          header: c.group,
          columns: [leaf(c, true)],
          mantineTableHeadCellProps: { align: 'center', style: { ...groupLine, ...HEAD_STYLE } },
        });
    });
    return out;
  }, [columns]);
  // The page is ours, not MRT's internal state (whose index snapped back to 1), on the client too.
  // It belongs to the rows it was chosen on: a new set of rows starts on its first page.
  const [clientPage, setClientPage] = useState({ rows: data, pageIndex: 0, pageSize: props.defaultPageSize ?? pageSizes[0] ?? 10 });
  const pagination: MRT_PaginationState = server
    ? { pageIndex: server.page - 1, pageSize: server.pageSize }
    : { pageIndex: clientPage.rows === data ? clientPage.pageIndex : 0, pageSize: clientPage.pageSize };
  const sideOf = (c: Column<T>) => (c.pin === undefined && c.key === 'actions' ? 'right' : c.pin);
  const pinnedTo = (side: 'left' | 'right') => columns.filter((c) => sideOf(c) === side && !c.group).map((c) => c.key);
  const pinned = { left: pinnedTo('left'), right: pinnedTo('right') };
  const table = useMantineReactTable<T>({
    columns: mrtColumns,
    data,
    getRowId: (row) => String(rowKey(row)),
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableHiding: false,
    // No column menu or show/hide button (column pinning would otherwise bring one).
    enableToolbarInternalActions: false,
    // Our own toolbars, not MRT's: MRT measures its toolbars' heights in a layout effect on every
    // render of the table, a forced layout of the whole page per render (160 ms of level
    // statistics' first load). Without its toolbars it measures nothing. The top one is
    // DataTable's, above this table.
    enableTopToolbar: false,
    renderBottomToolbar: ({ table }) => (
      <div className={classes.pager} ref={pagerRef}>
        <MRT_TablePagination table={table} position="bottom" />
      </div>
    ),
    enableSorting: columns.some((c) => c.sortable),
    // Off while waiting, so MRT does not pull a page asked for in the URL back into the 0 rows it
    // has so far (its out-of-range check; MRT skips it only in its own loading state).
    enablePagination: !props.unpaged && !waiting,
    enableBottomToolbar: !props.unpaged,
    manualPagination: !!server,
    rowCount: server?.total,
    // Pinned columns are sticky (MRT); with column actions off, nobody can unpin them.
    enableColumnPinning: pinned.left.length + pinned.right.length > 0,
    initialState: { density: 'xs' },
    state: { showLoadingOverlay: !!loading, columnPinning: pinned, pagination },
    onPaginationChange: (updater) => {
      const next = typeof updater === 'function' ? updater(pagination) : updater;
      if (server) server.onChange(next.pageSize !== server.pageSize ? 1 : next.pageIndex + 1, next.pageSize);
      else setClientPage({ rows: data, pageIndex: next.pageSize !== pagination.pageSize ? 0 : next.pageIndex, pageSize: next.pageSize });
    },
    mantinePaginationProps: {
      rowsPerPageOptions: pageSizes.map(String),
      withEdges: true,
      getControlProps: (control) => ({ 'aria-label': PAGER_NAMES[control] }),
    },
    paginationDisplayMode: 'pages',
    renderEmptyRowsFallback: waiting
      ? () => <RowsHigh rows={pageRows(props)} />
      : emptyText
        ? () => <div style={{ padding: 24, textAlign: 'center', color: 'var(--mantine-color-dimmed)' }}>{emptyText}</div>
        : undefined,
    renderDetailPanel: detail ? ({ row }) => detail(row.original) : undefined,
    // The chevron says what it will do and whether the row is open (MRT names it "Expand" always).
    mantineExpandButtonProps: detail
      ? ({ row }) => ({ 'aria-label': row.getIsExpanded() ? 'Collapse' : 'Expand', 'aria-expanded': row.getIsExpanded() })
      : undefined,
    mantineTableProps: { striped: 'odd', highlightOnHover: true, 'aria-label': label } as never,
    // Headers on one line: a long one (a configured metric's title) would otherwise wrap word by
    // word in its narrow column and leave an empty band under every other header.
    mantineTableHeadCellProps: { style: HEAD_STYLE },
    // A row with a detail opens on a click anywhere on it (a control in the row keeps its own click);
    // the chevron stays the keyboard's way.
    mantineTableBodyRowProps: onRowClick
      ? ({ row }) => ({ onClick: () => onRowClick(row.original), style: { cursor: 'pointer' } })
      : detail
        ? ({ row }) => ({
            onClick: (e: React.MouseEvent) => void ((e.target as Element).closest(INTERACTIVE) || row.toggleExpanded()),
            style: { cursor: 'pointer' },
          })
        : undefined,
    // The border is DataTable's paper's, around the toolbar too.
    mantinePaperProps: { withBorder: false, shadow: 'none', radius: 0 },
  });
  // MRT appends columns that arrive later (a project's configured metrics) after the others;
  // the table keeps the order the columns are given in.
  const order = columns.map((c) => c.key).join('\n');
  // MRT orders the columns it starts with itself; only a later change needs the order set (an
  // extra render of the table, so not on mount).
  const ordered = useRef(false);
  useEffect(() => {
    if (ordered.current) table.setColumnOrder(getDefaultColumnOrderIds(table.options, true));
    ordered.current = true;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the column order resets only when the order prop changes; table is new each render
  }, [order]);
  useEffect(() => {
    const container = table.refs.tableContainerRef.current;
    return container && typeof ResizeObserver !== 'undefined' ? markScrollRegion(container, label ?? 'Table') : undefined;
    // eslint-disable-next-line react-hooks/exhaustive-deps -- marks the scroll region again when the table's content changes; the container is a ref
  }, [label, data, columns]);
  useEffect(() => markPlaceholderHeads(table.refs.tableContainerRef.current));
  useEffect(() => uniquePagerIds(pagerRef.current, rppId));
  return <MantineReactTable table={table} />;
}
