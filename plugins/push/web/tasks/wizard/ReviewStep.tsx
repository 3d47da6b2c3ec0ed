// Step 5, Want To Statistics: everything the task will be, then the timezone delivery preview
// (the delivery part's) for each platform it creates; Done saves.
import { Badge, Divider, Stack, Text, Title } from '@mantine/core';
import type { Env } from '../../../../../core/shared/constants';
import { languageName } from '../../../../../core/shared/languages';
import type { TaskBody } from '../../../schemas/tasks';
import { FORM_PLATFORMS, PRIORITIES, type TaskPlatform } from '../../../shared';
import { Facts } from '../detail/Facts';
import { DeliveryPreview } from '../../delivery/DeliveryPreview';

const list = (xs: string[], none = 'All') => (xs.length ? xs.join(', ') : none);

export function cycleText(isCycle: number): string {
  if (isCycle === 0) return 'Once';
  if (isCycle === 1) return 'Daily';
  if (isCycle === 7) return 'Weekly';
  return `Every ${isCycle} days`;
}

export function lastLoginText(a: TaskBody['audienceRule']): string {
  if (a.lastLoginMode === 'between') return `More than ${a.lastLoginDayMoreThan} and less than ${a.lastLoginDayLessThan} days ago`;
  if (a.lastLoginMode === 'min') return `More than ${a.lastLoginDayMoreThan} days ago`;
  if (a.lastLoginMode === 'max') return `Less than ${a.lastLoginDayLessThan} days ago`;
  return 'Any time';
}

export function ReviewStep({ body, code, env }: { body: TaskBody; code: string; env: Env }) {
  const n = body.notification;
  const s = body.scheduleRule;
  const a = body.audienceRule;
  const platforms: TaskPlatform[] = body.platform === 3 ? [1, 2] : [body.platform];
  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        Task
      </Title>
      <Facts
        label="Task"
        rows={[
          ['Platform', FORM_PLATFORMS[body.platform] + (body.platform === 3 ? ' (creates two tasks)' : '')],
          ['Task name', body.name],
          ['Description', body.description || '—'],
          ['isDataType', n.isDataType ? 'Yes' : 'No'],
          ['Transactional', body.transactional ? <Badge key="t">Ignores the frequency cap and quiet hours</Badge> : 'No'],
        ]}
      />
      <Title order={3} size="h5">
        Translation
      </Title>
      <Facts
        label="Alert per language"
        rows={Object.entries(n.alert).map(([l, x]) => [languageName(l), [x.title, x.subtitle, x.body].filter(Boolean).join(' · ')])}
      />
      <Facts
        label="Notification"
        rows={[
          ['Image', n.imageUrl || '—'],
          ['channel_id', n.channel_id || '—'],
          ['notification_priority', `${n.notification_priority} ${PRIORITIES[n.notification_priority as keyof typeof PRIORITIES]}`],
          ['Badge, sound', `${n.badge}, ${n.sound}`],
        ]}
      />
      <Title order={3} size="h5">
        Extra data
      </Title>
      {body.extraData.length ? (
        <Facts label="Extra data" rows={body.extraData.map((e) => [e.key, e.value])} />
      ) : (
        <Text size="sm">None</Text>
      )}
      <Title order={3} size="h5">
        Schedule
      </Title>
      <Facts
        label="Schedule"
        rows={[
          ['isCycle', `${s.isCycle} (${cycleText(s.isCycle)})`],
          ['Start at', s.startAt],
          ['End at', s.endAt || '—'],
          ['Country scope', list(s.countryScope)],
          ['Delivery', s.timezone ? `Everyone at once, ${s.timezone} time` : "Each device's local time"],
        ]}
      />
      <Title order={3} size="h5">
        Audience
      </Title>
      <Facts
        label="Audience"
        rows={[
          ['Country', list(a.country)],
          ['Language', list(a.language.map(languageName))],
          ['Timezone', list(a.timezone)],
          ...(body.platform === 3 ? [] : ([['Versions', `${a.startVersion || 'any'} to ${a.endVersion || 'any'}`]] as [string, string][])),
          ['Last login', lastLoginText(a)],
          ['tokenReciveDay', String(a.tokenReciveDay)],
          ['Random', a.random === null ? 'Off' : `${a.random}%`],
        ]}
      />
      <Divider />
      {platforms.map((p) => (
        <DeliveryPreview key={p} code={code} env={env} platform={p} scheduleRule={s} audienceRule={a} transactional={body.transactional} />
      ))}
    </Stack>
  );
}
