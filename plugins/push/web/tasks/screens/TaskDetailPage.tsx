// Push Task Detail (002): opened in a new tab from the list at
// /operate/push/detail/{code}/{env}/{platform}/{taskId}. Everything the task is, its counters,
// per-timezone sub-tasks, the country tables and the local outbox's messages; Edit (Ready) and
// Copy open the wizard.
import { useState } from 'react';
import { Link } from 'wouter';
import { Alert, Anchor, Badge, Button, Group, Image, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { rule } from '../../../../../core/shared/access';
import type { Env } from '../../../../../core/shared/constants';
import { languageName } from '../../../../../core/shared/languages';
import { fillPath } from '../../../../../core/shared/plugin';
import { ProdLocked } from '../../../../../core/web/access/ProdLocked';
import { useCan } from '../../../../../core/web/project/hooks';
import { useRouteParams } from '../../../../../core/web/routing/params';
import { formatTime } from '../../../../../core/web/time';
import { useLoad } from '../../../../../core/web/useLoad';
import { canEdit, FORM_PLATFORMS, heldBackText, paths, PRIORITIES, TASK_STATUS_LABELS, type PushTaskDetail } from '../../../shared';
import { OutboxPanel } from '../../delivery/OutboxPanel';
import { tasksApi } from '../api';
import { CountryScopeTable, CountryStatsTable, SubTaskTable } from '../detail/DetailTables';
import { Facts, rate } from '../detail/Facts';
import { TaskWizard } from '../TaskWizard';
import { cycleText, lastLoginText } from '../wizard/ReviewStep';

const list = (xs: string[], none = 'All') => (xs.length ? xs.join(', ') : none);

function Counter({ label, value }: { label: string; value: string | number }) {
  return (
    <Paper withBorder p="xs">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </Paper>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function Detail({
  t,
  code,
  env,
  onEdit,
  onCopy,
  mayChange,
}: {
  t: PushTaskDetail;
  code: string;
  env: Env;
  onEdit: () => void;
  onCopy: () => void;
  mayChange: boolean;
}) {
  const n = t.notification;
  const s = t.scheduleRule;
  const a = t.audienceRule;
  const editable = canEdit(t.status);
  const held = heldBackText(t.held);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>{t.name}</Title>
          <Group gap="xs">
            <Badge variant="light">{TASK_STATUS_LABELS[t.status]}</Badge>
            <Badge variant="outline">
              #{t.id} · {FORM_PLATFORMS[t.platform]} · {env}
            </Badge>
            {t.transactional && <Badge color="grape">Transactional</Badge>}
          </Group>
        </Stack>
        <Group gap="xs">
          <ProdLocked locked={!mayChange} label={editable ? undefined : 'Only a Ready task can be edited'}>
            <Button onClick={onEdit} disabled={!editable || !mayChange}>
              Edit
            </Button>
          </ProdLocked>
          <ProdLocked locked={!mayChange}>
            <Button variant="light" onClick={onCopy} disabled={!mayChange}>
              Copy
            </Button>
          </ProdLocked>
        </Group>
      </Group>
      <Facts
        label="Task"
        rows={[
          ['Description', t.description || '—'],
          ['Operator', t.operator || '—'],
          ['Status', TASK_STATUS_LABELS[t.status]],
          ['Created', formatTime(t.createdAt)],
          ['Updated', formatTime(t.updatedAt)],
        ]}
      />
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }}>
        <Counter label="Send" value={t.sendCount} />
        <Counter label="Success" value={t.successCount} />
        <Counter label="Fail" value={t.failCount} />
        <Counter label="Fail rate" value={rate(t.failRate)} />
        <Counter label="Open" value={t.openCount} />
        <Counter label="Open rate" value={rate(t.openRate)} />
        <Counter label="Inactive" value={t.inactiveCount} />
      </SimpleGrid>
      {held && (
        <Alert
          color="yellow"
          title={t.sendCount ? 'Some devices were held back' : 'Nothing sent: devices were held back'}
          data-testid="held-back"
        >
          {held}. Transactional tasks ignore the frequency cap and quiet hours (Push settings).
        </Alert>
      )}
      <Section title="Alert">
        <Table withTableBorder aria-label="Alert per language">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Language</Table.Th>
              <Table.Th>Title</Table.Th>
              <Table.Th>Subtitle</Table.Th>
              <Table.Th>Body</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {Object.entries(n.alert).map(([l, x]) => (
              <Table.Tr key={l}>
                <Table.Td>{languageName(l)}</Table.Td>
                <Table.Td>{x.title}</Table.Td>
                <Table.Td>{x.subtitle}</Table.Td>
                <Table.Td>{x.body}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Facts
          label="Notification"
          rows={[
            [
              'Image',
              n.imageUrl ? (
                <Group gap="sm" key="img">
                  <Image src={n.imageUrl} alt="The notification's image" h={64} w="auto" fit="contain" />
                  <Anchor href={n.imageUrl} target="_blank" rel="noreferrer" size="sm">
                    {n.imageUrl}
                  </Anchor>
                </Group>
              ) : (
                '—'
              ),
            ],
            ['isDataType', n.isDataType ? 'Yes' : 'No'],
            ['channel_id', n.channel_id || '—'],
            ['notification_priority', `${n.notification_priority} ${PRIORITIES[n.notification_priority as keyof typeof PRIORITIES] ?? ''}`],
            ['Badge, sound', `${n.badge}, ${n.sound}`],
          ]}
        />
      </Section>
      <Section title="Schedule">
        <Facts
          label="Schedule"
          rows={[
            ['isCycle', `${s.isCycle} (${cycleText(s.isCycle)})`],
            ['Start at', s.startAt],
            ['End at', s.endAt || '—'],
            ['Delivery', s.timezone ? `Everyone at once, ${s.timezone} time` : "Each device's local time"],
            ['Country scope', list(s.countryScope)],
          ]}
        />
      </Section>
      <Section title="Audience">
        <Facts
          label="Audience"
          rows={[
            ['Country', list(a.country)],
            ['Language', list(a.language.map(languageName))],
            ['Timezone', list(a.timezone)],
            ['Start version', a.startVersion || 'Any'],
            ['End version', a.endVersion || 'Any'],
            ['Last login mode', a.lastLoginMode || '—'],
            ['Last login', lastLoginText(a)],
            ['tokenReciveDay', String(a.tokenReciveDay)],
            ['Random', a.random === null ? 'Off' : `${a.random}%`],
          ]}
        />
      </Section>
      <Section title="Extra data">
        {Object.keys(t.extraData).length ? <Facts label="Extra data" rows={Object.entries(t.extraData)} /> : <Text size="sm">None</Text>}
      </Section>
      <Section title="Sub-tasks">
        <SubTaskTable rows={t.subTasks} />
      </Section>
      <Section title="Country scope">
        <CountryScopeTable rows={t.countryList} held={held} />
      </Section>
      <Section title="Country stats">
        <CountryStatsTable rows={t.countryList} held={held} />
      </Section>
      <OutboxPanel code={code} env={env} taskId={t.id} />
    </Stack>
  );
}

export default function TaskDetailPage() {
  const { code, env: envParam, platform, taskId } = useRouteParams<{ code: string; env: string; platform: string; taskId: string }>();
  const env = envParam === 'prod' ? 'prod' : 'sandbox';
  const id = Number(taskId);
  const valid = (envParam === 'sandbox' || envParam === 'prod') && /^[1-9]\d{0,9}$/.test(taskId ?? '') && id < 2 ** 31;
  const [wizard, setWizard] = useState<'edit' | 'copy' | null>(null);
  const mayChange = useCan()(env === 'prod' ? rule.ownerOrAdmin : rule.right('push'), code);
  const { data, error, reload } = useLoad(
    () => (valid ? tasksApi.detail(code, env, id) : Promise.reject(new Error('bad address'))),
    [code, env, id, valid],
  );
  const back = `${fillPath(paths.list, { code })}?env=${env}&platform=${platform === '1' ? 1 : 2}`;
  return (
    <Stack gap="md">
      <Group>
        <Button component={Link} href={back} variant="subtle" leftSection={<IconArrowLeft size={16} />}>
          Back to the push tasks
        </Button>
      </Group>
      {!valid || error ? (
        <>
          <Title order={1}>Push task</Title>
          <Alert color="red" role="alert">
            {valid
              ? 'This push task could not be loaded: it may belong to another project or env, or not exist.'
              : 'This address does not name a push task (env sandbox or prod, a task id).'}
          </Alert>
        </>
      ) : !data ? (
        <Title order={1}>Push task #{taskId}</Title>
      ) : (
        <Detail t={data} code={code} env={env} mayChange={mayChange} onEdit={() => setWizard('edit')} onCopy={() => setWizard('copy')} />
      )}
      <TaskWizard
        code={code}
        env={env}
        opened={wizard !== null}
        mode={wizard ?? 'edit'}
        taskId={id}
        platform={platform === '1' ? 1 : 2}
        onClose={() => setWizard(null)}
        onSaved={reload}
      />
    </Stack>
  );
}
