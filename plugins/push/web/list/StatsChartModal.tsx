// The stats line chart (002 §9): date range (default the last 14 days to today), platform, country
// of the stats list; success, open and token rates shown, send, success and open counts hidden
// (the legend switches them on).
import { Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Chart } from '../../../../core/web/chart/Chart';
import { useLoad } from '../../../../core/web/useLoad';
import type { Env } from '../../../../core/shared/constants';
import { STATS_COUNTRIES, TASK_PLATFORMS, type TaskPlatform } from '../../shared';
import { listApi } from './api';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export function StatsChartModal({
  code,
  env,
  platform: initial,
  opened,
  onClose,
}: {
  code: string;
  env: Env;
  platform: TaskPlatform;
  opened: boolean;
  onClose: () => void;
}) {
  const [start, setStart] = useState(day(-14));
  const [end, setEnd] = useState(day(0));
  const [platform, setPlatform] = useState<TaskPlatform>(initial);
  const [country, setCountry] = useState<string | null>(null);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(start) && /^\d{4}-\d{2}-\d{2}$/.test(end) && start <= end;
  const rows = useLoad(
    () =>
      opened && valid
        ? listApi.dailyStats(code, { env, platform, startDate: start, endDate: end, country: country ?? undefined })
        : Promise.resolve([]),
    [opened, code, env, platform, start, end, country, valid],
  );
  const data = rows.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title="Push stats" size="xl">
      <Stack gap="sm">
        <Group align="flex-end">
          <TextInput
            type="date"
            label="From"
            value={start}
            max={end}
            onChange={(e) => setStart(e.currentTarget.value)}
            error={!valid ? 'The start date cannot be after the end date' : undefined}
          />
          <TextInput type="date" label="To" value={end} min={start} onChange={(e) => setEnd(e.currentTarget.value)} />
          <Select
            label="Platform"
            data={Object.entries(TASK_PLATFORMS).map(([value, label]) => ({ value, label }))}
            value={String(platform)}
            onChange={(v) => v && setPlatform(Number(v) as TaskPlatform)}
            allowDeselect={false}
            w={130}
          />
          <Select
            label="Country"
            placeholder="All countries"
            data={[...STATS_COUNTRIES]}
            value={country}
            onChange={setCountry}
            clearable
            w={150}
          />
        </Group>
        <Chart
          mode="line"
          label="Push stats by day"
          x={{ kind: 'category', labels: data.map((r) => r.date) }}
          series={[
            { label: 'Success rate', values: data.map((r) => r.suc_rate) },
            { label: 'Open rate', values: data.map((r) => r.open_rate) },
            { label: 'Token rate', values: data.map((r) => r.token_rate) },
            { label: 'Send', values: data.map((r) => r.send), axis: 'right', hidden: true },
            { label: 'Success', values: data.map((r) => r.success), axis: 'right', hidden: true },
            { label: 'Open', values: data.map((r) => r.open), axis: 'right', hidden: true },
          ]}
          yFormat="percent"
          y2Format="number"
          yLabel="Rate"
          y2Label="Count"
          emptyText={rows.loading ? 'Loading…' : 'No data'}
        />
      </Stack>
    </Modal>
  );
}
