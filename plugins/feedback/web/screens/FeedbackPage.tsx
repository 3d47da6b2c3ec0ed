// Feedback (001 §2 "Feedback", §9): Android/iOS tabs, env (prod by default) and a date range
// (the last 30 days by default), all in the URL; the star summary (average, count, a bar per
// star), the paged table (10; 10/20/50/100) with a Translate action per row, and, beyond the
// spec, the volume and average star per client version.
import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Select, Stack, Text, Tooltip } from '@mantine/core';
import { IconLanguage, IconRefresh, IconStarFilled } from '@tabler/icons-react';
import { DateRangeField } from '../../../../core/web/analytics/DateRangeField';
import { lastDays } from '../../../../core/web/analytics/queryState';
import { FilterTabs } from '../../../../core/web/FilterTabs';
import { toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { DEFAULT_DAYS, FEEDBACK_PLATFORMS, isEnglish, MAX_RANGE_DAYS, PAGE_SIZE, PAGE_SIZES, type Feedback } from '../../shared';
import { feedbackApi } from '../api';
import { StarSummary } from '../components/StarSummary';
import { VersionTable } from '../components/VersionTable';

/** Player texts wrap within a column, so the table fits beside the nav. */
const WRAP = { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 140, maxWidth: 230 } as const;

const ENV_OPTIONS = [
  { value: 'prod', label: 'Prod' },
  { value: 'sandbox', label: 'Sandbox' },
];

function TranslationCell({ f }: { f: Feedback }) {
  if (f.translationState === 'pending')
    return (
      <Badge color="blue" variant="light">
        Translating…
      </Badge>
    );
  if (f.translationState === 'failed')
    return (
      <Stack gap={2}>
        <Badge color="red" variant="light">
          Translation failed
        </Badge>
        <Text size="xs" c="red.8" style={WRAP}>
          {f.translationError}
        </Text>
      </Stack>
    );
  if (f.translation)
    return (
      <Text size="sm" style={WRAP}>
        {f.translation.en}
      </Text>
    );
  return (
    <Text size="sm" c="dimmed">
      {isEnglish(f.language) ? '(English)' : '—'}
    </Text>
  );
}

const translateBlocked = (f: Feedback) =>
  isEnglish(f.language)
    ? 'Already in English'
    : !f.content
      ? 'No text to translate'
      : f.translationState === 'pending'
        ? 'Translation in progress'
        : null;

export default function FeedbackPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const defaults = useMemo(() => ({ platform: '1', env: 'prod', ...lastDays(DEFAULT_DAYS), pn: '1', ps: String(PAGE_SIZE) }), []);
  const [q, setQ] = useQueryState(defaults, { platform: oneOf(FEEDBACK_PLATFORMS.map((p) => p.value)), ps: oneOf(PAGE_SIZES) });
  // A range the server would refuse (end before start, too long) falls back to the default one.
  const span = (Date.parse(q.end) - Date.parse(q.start)) / 86_400_000;
  const range = span >= 0 && span < MAX_RANGE_DAYS ? { start: q.start, end: q.end } : { start: defaults.start, end: defaults.end };
  const args = { platform: Number(q.platform), env: q.env === 'sandbox' ? ('sandbox' as const) : ('prod' as const), ...range };
  const key = [code, args.platform, args.env, args.start, args.end];
  const pn = Number(q.pn);
  const ps = Number(q.ps);
  // Bumped by Refresh: everything reloads.
  const [round, setRound] = useState(0);
  const list = useLoad(() => feedbackApi.list(code, { ...args, pn, ps }), [...key, pn, ps, round]);
  const stars = useLoad(() => feedbackApi.starDistribution(code, args), [...key, round]);
  const versions = useLoad(() => feedbackApi.versions(code, args), [...key, round]);
  // Rows the Translate action changed since the list loaded (the answer's pending state).
  const [changed, setChanged] = useState<Record<number, Feedback>>({});
  const [busy, setBusy] = useState<number | null>(null);
  const refresh = () => {
    setChanged({});
    setRound((r) => r + 1);
  };

  const translate = async (f: Feedback) => {
    setBusy(f.id);
    try {
      const r = await feedbackApi.translate(code, args.env, f.id);
      setChanged((c) => ({ ...c, [f.id]: r.feedback }));
      toast(r.message);
    } catch {
      /* the error notice says why */
    } finally {
      setBusy(null);
    }
  };

  const rows = (list.data?.list ?? []).map((f) => changed[f.id] ?? f);
  const columns: Column<Feedback>[] = [
    { key: 'id', header: 'Id', width: 70 },
    { key: 'userId', header: 'User id', width: 100 },
    {
      key: 'content',
      header: 'Content',
      width: 240,
      cell: (f) =>
        f.content ? (
          <Text size="sm" style={WRAP}>
            {f.content}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            (no text)
          </Text>
        ),
    },
    { key: 'translation', header: 'Translation (en)', width: 240, cell: (f) => <TranslationCell f={f} /> },
    {
      key: 'star',
      header: 'Star',
      width: 70,
      cell: (f) => (
        <Group gap={2} wrap="nowrap" role="img" aria-label={`${f.star} star`}>
          <Text size="sm">{f.star}</Text>
          <IconStarFilled size={14} color="var(--mantine-color-yellow-6)" aria-hidden />
        </Group>
      ),
    },
    { key: 'appVersion', header: 'App version', width: 100 },
    { key: 'language', header: 'Language', width: 90 },
    { key: 'createdAt', header: 'Created at', width: 170, cell: (f) => <Text size="xs">{formatTime(f.createdAt)}</Text> },
    {
      key: 'actions',
      header: '',
      width: 60,
      align: 'right',
      cell: (f) => {
        const blocked = translateBlocked(f);
        return (
          <Tooltip
            label={
              blocked ?? (f.translationState === 'done' || f.translationState === 'failed' ? 'Translate again' : 'Translate to English')
            }
          >
            <ActionIcon
              variant="subtle"
              aria-label={`Translate feedback ${f.id}`}
              disabled={!!blocked}
              loading={busy === f.id}
              onClick={() => void translate(f)}
            >
              <IconLanguage size={16} />
            </ActionIcon>
          </Tooltip>
        );
      },
    },
  ];

  const loading = list.loading || stars.loading || versions.loading;
  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Feedback</ScreenTitle>
        <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={refresh} loading={loading}>
          Refresh
        </Button>
      </Group>
      <FilterTabs
        value={q.platform}
        onChange={(v) => setQ({ platform: v, pn: '1' })}
        tabs={FEEDBACK_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }))}
      >
        <Stack gap="md">
          <Group align="flex-end" gap="sm">
            <Select
              label="Env"
              data={ENV_OPTIONS}
              value={args.env}
              allowDeselect={false}
              onChange={(v) => v && setQ({ env: v, pn: '1' })}
              w={130}
            />
            <DateRangeField start={range.start} end={range.end} onChange={(r) => r.start && r.end && setQ({ ...r, pn: '1' })} />
          </Group>
          <StarSummary data={stars.data ?? null} loading={stars.loading} />
          <DataTable
            label="Feedback"
            columns={columns}
            data={rows}
            rowKey={(f) => f.id}
            loading={list.loading}
            pageSizes={PAGE_SIZES}
            server={{ page: pn, pageSize: ps, total: list.data?.total ?? 0, onChange: (p, s) => setQ({ pn: String(p), ps: String(s) }) }}
            emptyText="No feedback in this period"
          />
          <VersionTable data={versions.data ?? null} loading={versions.loading} />
        </Stack>
      </FilterTabs>
    </>
  );
}
