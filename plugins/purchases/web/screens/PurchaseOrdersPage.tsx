// Purchase Orders (001 §2): env tabs sandbox/prod (default prod), platform tabs (default 1,
// Android), a date range (default the last 3 months, YYYY-MM-DD), product name and id, Search;
// the orders 10 a page with the spec's labels, and each order's JSON in a modal. Every part of
// that state is in the URL; a bad value there falls back to its default.
import { useEffect, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconBraces, IconSearch } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { DateRangeField } from '../../../../core/web/analytics/DateRangeField';
import { CopyableText } from '../../../../core/web/CopyableText';
import { FilterTabs, SANDBOX_PROD_TABS } from '../../../../core/web/FilterTabs';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import {
  DEFAULT_RANGE_MONTHS,
  MAX_RANGE_DAYS,
  PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  PURCHASE_PLATFORMS,
  consumptionLabel,
  purchaseStateLabel,
  purchaseTypeLabel,
  type PurchaseOrder,
} from '../../shared';
import { purchasesApi } from '../api';
import { OrderJsonModal } from '../components/OrderJsonModal';

const STATE_COLORS: Record<number, string> = { 0: 'green', 1: 'gray', 2: 'yellow' };

function defaultRange() {
  return { start: dayjs().subtract(DEFAULT_RANGE_MONTHS, 'month').format('YYYY-MM-DD'), end: dayjs().format('YYYY-MM-DD') };
}

/** A range the server takes (start ≤ end, at most MAX_RANGE_DAYS), else the default. */
function sanitizeRange(start: string, end: string) {
  const days = dayjs(end).diff(dayjs(start), 'day');
  return start && end && days >= 0 && days < MAX_RANGE_DAYS ? { start, end } : defaultRange();
}

/** The console shows every instant in UTC (core/web/time.ts), so times read the same for everyone. */
function Time({ ms }: { ms: number }) {
  return (
    <Text size="sm" component="span" style={{ whiteSpace: 'nowrap' }}>
      {formatTime(ms)}
    </Text>
  );
}

export default function PurchaseOrdersPage() {
  const { code } = useRouteParams<{ code: string }>();
  const initial = defaultRange();
  const [q, setQ] = useQueryState(
    { env: 'prod', platform: '1', start: initial.start, end: initial.end, name: '', pid: '', pn: '1', ps: String(PAGE_SIZE) },
    { platform: oneOf(PURCHASE_PLATFORMS.map((p) => p.value)), ps: oneOf(PAGE_SIZE_OPTIONS) },
  );
  const env = q.env === 'sandbox' ? 'sandbox' : 'prod';
  const platform = q.platform === '2' ? 2 : 1;
  const range = sanitizeRange(q.start, q.end);
  const pageNo = Number(q.pn) || 1;
  const pageSize = Number(q.ps) || PAGE_SIZE;
  // The filters typed but not searched yet; Search puts them in the URL.
  const [draft, setDraft] = useState({ ...range, name: q.name, pid: q.pid });
  useEffect(
    () => setDraft({ ...range, name: q.name, pid: q.pid }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the draft follows the applied fields; keyed by the values it reads, not by the objects holding them (new each render)
    [range.start, range.end, q.name, q.pid],
  );
  const [shown, setShown] = useState<PurchaseOrder | null>(null);

  const list = useLoad(
    () =>
      purchasesApi.orders(code, env, {
        platform,
        startDate: range.start,
        endDate: range.end,
        productName: q.name,
        productId: q.pid,
        pageNo,
        pageSize,
        projectCode: code,
      }),
    [code, env, platform, range.start, range.end, q.name, q.pid, pageNo, pageSize],
  );

  const search = () => {
    const r = sanitizeRange(draft.start, draft.end);
    setQ({ start: r.start, end: r.end, name: draft.name.trim(), pid: draft.pid.trim(), pn: '1' });
    if (r.start === range.start && r.end === range.end && draft.name.trim() === q.name && draft.pid.trim() === q.pid && pageNo === 1)
      void list.reload();
  };

  const columns: Column<PurchaseOrder>[] = [
    // Long ids are cut to their column with a copy button: they never widen the table.
    {
      key: 'orderId',
      header: 'Order id',
      cell: (o) => <CopyableText value={o.orderId} mono size="sm" maxWidth={150} label={`Copy order id ${o.orderId}`} />,
    },
    ...(platform === 1
      ? [{ key: 'purchaseType', header: 'Purchase type', cell: (o: PurchaseOrder) => purchaseTypeLabel(o.platform, o.purchaseType) }]
      : []),
    { key: 'productName', header: 'Product name' },
    {
      key: 'productId',
      header: 'Product id',
      cell: (o) => <CopyableText value={o.productId} mono size="sm" maxWidth={150} label={`Copy product id of ${o.orderId}`} />,
    },
    { key: 'user_id', header: 'User id' },
    { key: 'regionCode', header: 'Region' },
    { key: 'purchaseTimeMillis', header: 'Purchase time', cell: (o) => <Time ms={o.purchaseTimeMillis} /> },
    { key: 'kind', header: 'Kind' },
    {
      key: 'purchaseState',
      header: 'Purchase state',
      // What state the order is in stays in view (beside the actions) however wide the rest is.
      pin: 'right',
      cell: (o) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="light" color={STATE_COLORS[o.purchaseState] ?? 'gray'}>
            {purchaseStateLabel(o.purchaseState)}
          </Badge>
          {o.refundedAt && (
            <Tooltip label={`Refunded ${formatTime(o.refundedAt)}${o.refundReason ? `: ${o.refundReason}` : ''}`}>
              <Badge variant="outline" color="red" tabIndex={0}>
                Refunded
              </Badge>
            </Tooltip>
          )}
          {o.voidedAt && (
            <Tooltip label={`Voided ${formatTime(o.voidedAt)}${o.refundReason ? `: ${o.refundReason}` : ''}`}>
              <Badge variant="outline" color="red" tabIndex={0}>
                Voided
              </Badge>
            </Tooltip>
          )}
        </Group>
      ),
    },
    { key: 'consumptionState', header: 'Consumption', cell: (o) => consumptionLabel(o.consumptionState) },
    {
      key: 'actions',
      header: 'Actions',
      width: 70,
      cell: (o) => (
        <Tooltip label="Order JSON">
          <ActionIcon variant="subtle" aria-label={`Order JSON of ${o.orderId}`} onClick={() => setShown(o)}>
            <IconBraces size={16} />
          </ActionIcon>
        </Tooltip>
      ),
    },
  ];

  const tabs = (
    <DataTable
      label={`${env} ${PURCHASE_PLATFORMS.find((p) => p.value === platform)?.label} purchase orders`}
      columns={columns}
      data={list.data?.list ?? []}
      rowKey={(o) => o.id}
      loading={list.loading}
      pageSizes={PAGE_SIZE_OPTIONS}
      defaultPageSize={PAGE_SIZE}
      server={{ page: pageNo, pageSize, total: list.data?.total ?? 0, onChange: (pn, ps) => setQ({ pn: String(pn), ps: String(ps) }) }}
      emptyText="No orders match these filters"
    />
  );

  return (
    <Stack gap="md">
      <ScreenTitle>Purchase Orders</ScreenTitle>
      <FilterTabs value={env} onChange={(v) => setQ({ env: v, pn: '1' })} tabs={SANDBOX_PROD_TABS} aria-label="Environment">
        <FilterTabs
          value={String(platform)}
          onChange={(v) => setQ({ platform: v, pn: '1' })}
          tabs={PURCHASE_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }))}
          aria-label="Platform"
          stack
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              search();
            }}
          >
            <Group align="flex-end" gap="sm" wrap="wrap">
              <DateRangeField start={draft.start} end={draft.end} onChange={(r) => setDraft((d) => ({ ...d, ...r }))} />
              <TextInput
                label="Product name"
                value={draft.name}
                maxLength={200}
                onChange={(e) => {
                  const name = e.currentTarget.value; // read now: the event's target is gone when the updater runs
                  setDraft((d) => ({ ...d, name }));
                }}
              />
              <TextInput
                label="Product id"
                placeholder="exact or beginning"
                value={draft.pid}
                maxLength={200}
                onChange={(e) => {
                  const pid = e.currentTarget.value;
                  setDraft((d) => ({ ...d, pid }));
                }}
              />
              <Button type="submit" leftSection={<IconSearch size={16} />} loading={list.loading}>
                Search
              </Button>
            </Group>
          </form>
          {tabs}
        </FilterTabs>
      </FilterTabs>
      <OrderJsonModal order={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
