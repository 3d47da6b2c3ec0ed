// The timezone delivery preview (issue 16 "Beyond the spec"), shown before a task is saved: per
// zone the local and UTC fire time, the audience size, zones whose time has passed (sent at once
// within the grace, else skipped), and the DST changes inside the schedule.
import { useEffect, useState } from 'react';
import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { call } from '../../../../core/web/http';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import type { Env } from '../../../../core/shared/constants';
import { deliveryEndpoints, type PreviewZone } from '../../endpoints/delivery';
import type { AudienceRule, ScheduleRule, TaskPlatform } from '../../shared';

export interface DeliveryPreviewProps {
  code: string;
  env: Env;
  platform: TaskPlatform;
  scheduleRule: ScheduleRule;
  audienceRule: AudienceRule;
  transactional: boolean;
}

const offset = (m: number) =>
  `UTC${m < 0 ? '−' : '+'}${String(Math.floor(Math.abs(m) / 60)).padStart(2, '0')}:${String(Math.abs(m) % 60).padStart(2, '0')}`;

const columns: Column<PreviewZone>[] = [
  { key: 'timezone', header: 'Zone', value: (z) => z.timezone, pin: 'left' },
  { key: 'local', header: 'Local time', value: (z) => z.local.slice(0, 16) },
  { key: 'fireAt', header: 'UTC', cell: (z) => formatTime(z.fireAt) },
  { key: 'occurrences', header: 'Sends', value: (z) => z.occurrences, align: 'right' },
  { key: 'audience', header: 'Audience', value: (z) => z.audience, align: 'right' },
  {
    key: 'passed',
    header: 'Status',
    cell: (z) =>
      z.skipped ? (
        <Badge color="red" variant="light">
          Passed: skipped
        </Badge>
      ) : z.passed ? (
        <Badge color="orange" variant="light">
          Passed: sent at once
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          Ahead
        </Badge>
      ),
  },
  {
    key: 'dst',
    header: 'DST changes',
    cell: (z) =>
      z.dst.length ? z.dst.map((d) => `${formatTime(d.at)}: ${offset(d.fromOffset)} → ${offset(d.toOffset)}`).join('; ') : 'None',
  },
];

export function DeliveryPreview(props: DeliveryPreviewProps) {
  const { code, env, platform, transactional } = props;
  // Recomputed a moment after the rules stop changing (typing in the wizard).
  const key = JSON.stringify([props.scheduleRule, props.audienceRule]);
  const [settled, setSettled] = useState(key);
  useEffect(() => {
    const t = setTimeout(() => setSettled(key), 400);
    return () => clearTimeout(t);
  }, [key]);
  const { data, loading, error } = useLoad(() => {
    const [scheduleRule, audienceRule] = JSON.parse(settled) as [ScheduleRule, AudienceRule];
    return call(deliveryEndpoints.preview, {
      params: { code },
      body: { env, platform, scheduleRule, audienceRule, transactional },
      quiet: true,
    });
  }, [code, env, platform, transactional, settled]);
  return (
    <Stack gap="xs" aria-busy={loading}>
      <Title order={3}>Delivery preview</Title>
      {error ? (
        <Alert color="red" title="No preview">
          {error instanceof Error ? error.message : String(error)}
        </Alert>
      ) : null}
      {data ? (
        <Group gap="lg">
          <Text size="sm">
            Zones: <b>{data.totals.zones}</b>
          </Text>
          <Text size="sm">
            Audience: <b>{data.totals.audience}</b>
          </Text>
          <Text size="sm">
            Sub-tasks: <b>{data.totals.subTasks}</b>
          </Text>
          <Text size="sm" c={data.totals.passed ? 'orange' : undefined}>
            Passed zones: <b>{data.totals.passed}</b> ({data.totals.skipped} skipped)
          </Text>
          <Text size="sm" c="dimmed">
            {data.limits.applies
              ? `Frequency cap: ${data.limits.frequencyCap || 'none'}; quiet hours: ${data.limits.quietHours ? `${data.limits.quietHours.start}–${data.limits.quietHours.end}` : 'none'}`
              : 'Transactional: no frequency cap or quiet hours'}
          </Text>
        </Group>
      ) : null}
      <DataTable
        label="Delivery per zone"
        columns={columns}
        data={data?.zones ?? []}
        rowKey={(z) => z.timezone}
        loading={loading}
        pageSizes={[10, 20, 50, 100]}
        emptyText="No zone: no device registered yet"
      />
    </Stack>
  );
}
