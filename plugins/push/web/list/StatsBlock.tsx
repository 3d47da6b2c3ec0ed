// Prod only (002): the stats block (the last 7 days' pushes: sent, delivered, opened and the
// rates) and yesterday's token stats (installed, token retrieved, rate, 7-day, 30-day) with the
// link to the daily user token screen. The token rate is green at or above 90% (Android) or 22%
// (iOS), else red (002 §9).
import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { fillPath } from '../../../../core/shared/plugin';
import { tokenRateColor } from '../../../../core/shared/tokenRate';
import { useLoad } from '../../../../core/web/useLoad';
import type { TokenFigures } from '../../endpoints/list';
import { DAILY_USER_TOKEN_PATH, TASK_PLATFORMS, type TaskPlatform } from '../../shared';
import { listApi } from './api';

const pct = (v: number | null) => (v === null ? '–' : `${(v * 100).toFixed(2)}%`);

function Figure({ label, value, color }: { label: string; value: string; color?: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} c={color} data-testid={`stat-${label}`}>
        {value}
      </Text>
    </Stack>
  );
}

export function StatsBlock({ code, platform }: { code: string; platform: TaskPlatform }) {
  const stats = useLoad(() => listApi.tokenStats(code, 'prod', platform), [code, platform]);
  const s = stats.data;
  const rateColor = (f: TokenFigures) => ({ green: 'green.8', red: 'red.8', none: undefined })[tokenRateColor(platform, f.rate) ?? 'none'];
  const href = `${fillPath(DAILY_USER_TOKEN_PATH, { code })}?platform=${platform}`;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder p="sm" aria-label="Push stats, last 7 days" component="section">
        <Text fw={600} size="sm" mb={6}>
          {TASK_PLATFORMS[platform]} pushes, last 7 days{s ? ` (to ${s.date})` : ''}
        </Text>
        <Group gap="xl">
          <Figure label="Send" value={String(s?.push7.send ?? '–')} />
          <Figure label="Success" value={String(s?.push7.success ?? '–')} />
          <Figure label="Open" value={String(s?.push7.open ?? '–')} />
          <Figure label="Success rate" value={s ? pct(s.push7.suc_rate) : '–'} />
          <Figure label="Open rate" value={s ? pct(s.push7.open_rate) : '–'} />
        </Group>
      </Paper>
      <Paper withBorder p="sm" aria-label="Yesterday's token stats" component="section">
        <Group justify="space-between" mb={6}>
          <Text fw={600} size="sm">
            Yesterday&apos;s tokens{s ? ` (${s.date})` : ''}
          </Text>
          <Anchor href={href} size="sm">
            Daily user token
          </Anchor>
        </Group>
        <Group gap="xl">
          <Figure label="Installed" value={String(s?.yesterday.installed ?? '–')} />
          <Figure label="Token retrieved" value={String(s?.yesterday.tokenRetrieved ?? '–')} />
          <Figure label="Token rate" value={s ? pct(s.yesterday.rate) : '–'} color={s ? rateColor(s.yesterday) : undefined} />
          <Figure label="7-day rate" value={s ? pct(s.day7.rate) : '–'} color={s ? rateColor(s.day7) : undefined} />
          <Figure label="30-day rate" value={s ? pct(s.day30.rate) : '–'} color={s ? rateColor(s.day30) : undefined} />
        </Group>
      </Paper>
    </SimpleGrid>
  );
}
