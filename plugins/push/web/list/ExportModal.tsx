// Export Excel (002 §5): date range, env and platform required (the spec's messages), status and
// countries optional; the rows come from the server and the browser writes the xlsx, named from
// project, env, platform, countries, status and dates. Nothing matches: 'No content!'.
import { Button, Group, Modal, MultiSelect, Select, Stack, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { Env } from '../../../../core/shared/constants';
import { zodFormErrors } from '../../../../core/shared/zod';
import { showErrorNotice, toast } from '../../../../core/web/notify';
import { downloadXlsx } from '../../../../core/web/xlsx';
import { exportBodySchema, LIST_MESSAGES } from '../../schemas/list';
import { STATS_COUNTRIES, TASK_PLATFORMS, TASK_STATUS_LABELS, type PushTaskRow, type TaskPlatform, type TaskStatus } from '../../shared';
import { listApi } from './api';
import { exportFileName } from './listState';

const pct = (v: number | null) => (v === null ? null : Math.round(v * 10000) / 100);
const HEADER = [
  'ID',
  'Custom name',
  'Description',
  'Title (en)',
  'Body (en)',
  'Start at',
  'End at',
  'isCycle',
  'Status',
  'Send',
  'Success',
  'Fail',
  'Fail rate (%)',
  'Open',
  'Open rate (%)',
  'DAU',
  'Open/DAU (%)',
  'Inactive',
  'Operator',
];
const rowOf = (t: PushTaskRow) => [
  t.id,
  t.name,
  t.description,
  t.alert.title,
  t.alert.body,
  t.startAt,
  t.endAt,
  t.isCycle,
  TASK_STATUS_LABELS[t.status],
  t.sendCount,
  t.successCount,
  t.failCount,
  pct(t.failRate),
  t.openCount,
  pct(t.openRate),
  t.dauCount,
  pct(t.openDauRate),
  t.inactiveCount,
  t.operator,
];

interface Values {
  startDate: string;
  endDate: string;
  env: string;
  platform: string;
  status: string;
  countries: string[];
}

export function ExportModal({
  code,
  env,
  platform,
  opened,
  onClose,
}: {
  code: string;
  env: Env;
  platform: TaskPlatform;
  opened: boolean;
  onClose: () => void;
}) {
  const [v, setV] = useState<Values>({ startDate: '', endDate: '', env, platform: String(platform), status: '', countries: [] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setV({ startDate: '', endDate: '', env, platform: String(platform), status: '', countries: [] });
      setErrors({});
    }
  }, [opened, env, platform]);
  const set = (patch: Partial<Values>) => setV((o) => ({ ...o, ...patch }));

  const run = async () => {
    const body = { startDate: v.startDate, endDate: v.endDate, env: v.env, platform: v.platform, status: v.status, countries: v.countries };
    const found = zodFormErrors(exportBodySchema, body);
    setErrors(found);
    if (Object.keys(found).length) return;
    const parsed = exportBodySchema.parse(body);
    setBusy(true);
    try {
      const { tasks } = await listApi.export(code, parsed);
      if (!tasks.length) return showErrorNotice(LIST_MESSAGES.noContent);
      const name = exportFileName({
        code,
        env: parsed.env,
        platform: parsed.platform,
        countries: parsed.countries,
        status: parsed.status as TaskStatus | undefined,
        startDate: parsed.startDate,
        endDate: parsed.endDate,
      });
      await downloadXlsx(name, [{ name: 'Tasks', rows: [HEADER, ...tasks.map(rowOf)] }]);
      toast('Downloaded');
      onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Export Excel">
      <Stack gap="sm">
        <Group grow align="flex-start">
          <TextInput
            type="date"
            label="From"
            withAsterisk
            value={v.startDate}
            onChange={(e) => set({ startDate: e.currentTarget.value })}
            error={errors.startDate}
          />
          <TextInput
            type="date"
            label="To"
            withAsterisk
            value={v.endDate}
            onChange={(e) => set({ endDate: e.currentTarget.value })}
            error={errors.endDate}
          />
        </Group>
        <Group grow align="flex-start">
          <Select
            label="Env"
            withAsterisk
            data={['sandbox', 'prod']}
            value={v.env || null}
            onChange={(x) => set({ env: x ?? '' })}
            error={errors.env}
          />
          <Select
            label="Platform"
            withAsterisk
            data={Object.entries(TASK_PLATFORMS).map(([value, label]) => ({ value, label }))}
            value={v.platform || null}
            onChange={(x) => set({ platform: x ?? '' })}
            error={errors.platform}
          />
        </Group>
        <Select
          label="Status"
          placeholder="Every status"
          clearable
          data={Object.entries(TASK_STATUS_LABELS).map(([value, label]) => ({ value, label }))}
          value={v.status || null}
          onChange={(x) => set({ status: x ?? '' })}
        />
        <MultiSelect
          label="Countries"
          placeholder="Every country"
          data={[...STATS_COUNTRIES]}
          value={v.countries}
          onChange={(x) => set({ countries: x })}
          error={errors.countries}
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void run()} loading={busy}>
            Export
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
