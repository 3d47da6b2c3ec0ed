// Push settings (beyond the spec), per project and env (in the URL): which platforms take pushes,
// the frequency cap, quiet hours, the server timezone, and the transports' credentials: the FCM
// service account (pasted or chosen as a file) and the APNs .p8 key with its ids. Credentials are
// write-only: the screen shows whether each is set, never its value, and a Clear button. Prod's
// settings are for the project's owners and admins: others see them disabled with the reason.
import type { ReactNode } from 'react';
import '@mantine/dates/styles.css';
import { useEffect, useMemo, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Fieldset,
  FileButton,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconArrowLeft, IconFileUpload } from '@tabler/icons-react';
import { Link } from 'wouter';
import { PROD_OWNERS_ONLY, rule } from '../../../../core/shared/access';
import type { Env } from '../../../../core/shared/constants';
import { fillPath } from '../../../../core/shared/plugin';
import { zodFormErrors } from '../../../../core/shared/zod';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { confirmAction } from '../../../../core/web/dialogs';
import { FilterTabs, SANDBOX_PROD_TABS } from '../../../../core/web/FilterTabs';
import { useForm } from '../../../../core/web/form';
import { serverFieldErrors } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import { MAX_FREQUENCY_CAP, settingsBodySchema, type SettingsInput } from '../../schemas/transports';
import { paths, type PushSettings } from '../../shared';
import { transportsApi } from './api';
import { SETTINGS_TITLE } from './manifest';

interface Values {
  android: boolean;
  ios: boolean;
  frequencyCap: number | string;
  quiet: boolean;
  quietStart: string;
  quietEnd: string;
  serverTimezone: string;
  fcmServiceAccount: string;
  apnsKey: string;
  apnsFile: string;
  keyId: string;
  teamId: string;
  bundleId: string;
  production: boolean;
}

const valuesOf = (s: PushSettings): Values => ({
  android: s.platforms[1],
  ios: s.platforms[2],
  frequencyCap: s.frequencyCap,
  quiet: s.quietHours !== null,
  quietStart: s.quietHours?.start ?? '22:00',
  quietEnd: s.quietHours?.end ?? '08:00',
  serverTimezone: s.serverTimezone,
  fcmServiceAccount: '',
  apnsKey: '',
  apnsFile: '',
  keyId: s.apns.keyId,
  teamId: s.apns.teamId,
  bundleId: s.apns.bundleId,
  production: s.apns.production,
});

function bodyOf(env: Env, v: Values, extra: Partial<SettingsInput> = {}): SettingsInput {
  return {
    env,
    platforms: { 1: v.android, 2: v.ios },
    frequencyCap: typeof v.frequencyCap === 'number' ? v.frequencyCap : Number.NaN,
    quietHours: v.quiet ? { start: v.quietStart, end: v.quietEnd } : null,
    serverTimezone: v.serverTimezone,
    fcmServiceAccount: v.fcmServiceAccount,
    apnsKey: v.apnsKey,
    keyId: v.keyId.trim(),
    teamId: v.teamId.trim(),
    bundleId: v.bundleId.trim(),
    production: v.production,
    ...extra,
  };
}

/** The schema's (and the server's) paths on the form's fields. */
const FIELD: Record<string, string> = {
  'quietHours.start': 'quietStart',
  'quietHours.end': 'quietEnd',
  'platforms.1': 'android',
  'platforms.2': 'ios',
};
const fieldOf = (path: string) => FIELD[path] ?? path;

function errorsOf(env: Env) {
  return (v: Values) => {
    const out: Record<string, string> = {};
    for (const [path, message] of Object.entries(zodFormErrors(settingsBodySchema, bodyOf(env, v)))) out[fieldOf(path)] ??= message;
    return out;
  };
}

let zones: string[] | null = null;
function timeZones(): string[] {
  zones ??= ['UTC', ...(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).filter((z) => z !== 'UTC')];
  return zones;
}

function SetBadge({ set, what }: { set: boolean; what: string }) {
  return (
    <Badge color={set ? 'teal' : 'gray'} variant="light" role="img" aria-label={`${what} ${set ? 'set' : 'not set'}`}>
      {set ? 'Set' : 'Not set'}
    </Badge>
  );
}

/** A credential card's head: its title, whether it is set (never its value), a note, and Clear. */
function CredentialHead(p: {
  title: string;
  what: string;
  set: boolean;
  note?: ReactNode;
  clearLabel: string;
  locked: boolean;
  clearing: boolean;
  onClear: () => void;
}) {
  return (
    <Group justify="space-between">
      <Group gap="xs">
        <Text fw={600} component="h2" m={0} size="md">
          {p.title}
        </Text>
        <SetBadge set={p.set} what={p.what} />
        {p.note}
      </Group>
      {p.set && (
        <ProdLocked locked={p.locked}>
          <Button variant="default" color="red" size="xs" disabled={p.locked} loading={p.clearing} onClick={p.onClear}>
            {p.clearLabel}
          </Button>
        </ProdLocked>
      )}
    </Group>
  );
}

export default function SettingsPage() {
  const { code } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState({ env: 'sandbox' }, { env: oneOf(['sandbox', 'prod']) });
  const env: Env = q.env === 'prod' ? 'prod' : 'sandbox';
  const can = useCan();
  const locked = env === 'prod' && !can(rule.ownerOrAdmin);
  const loaded = useLoad(() => transportsApi.settings(code, env), [code, env]);
  const validate = useMemo(() => errorsOf(env), [env]);
  const form = useForm<Values>({ initialValues: valuesOf(loaded.data?.settings ?? defaults), validate });
  const [clearing, setClearing] = useState<'fcm' | 'apns' | null>(null);

  useEffect(() => {
    if (!loaded.data) return;
    form.setValues(valuesOf(loaded.data.settings));
    form.resetDirty(valuesOf(loaded.data.settings));
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [loaded.data]);

  const settings = loaded.data?.settings;
  const save = async (body: SettingsInput) => {
    try {
      const r = await transportsApi.save(code, body);
      toast(r.message);
      await loaded.reload();
    } catch (e) {
      form.setErrors(Object.fromEntries(Object.entries(serverFieldErrors(e)).map(([k, m]) => [fieldOf(k), m])));
    }
  };
  const submit = form.onSubmit((v) => save(bodyOf(env, v)));

  const clear = async (what: 'fcm' | 'apns') => {
    if (!settings) return;
    const label = what === 'fcm' ? 'the FCM service account' : 'the APNs key';
    if (
      !(await confirmAction({
        message: `Clear ${label} of ${env}? Pushes then go through ${what === 'apns' && settings.fcm.set ? 'FCM' : 'the local outbox'} until new credentials are saved.`,
        confirm: 'Clear',
        danger: true,
      }))
    )
      return;
    setClearing(what);
    try {
      // The stored settings with the credential removed (unsaved edits stay in the form).
      const stored = valuesOf(settings);
      await save(bodyOf(env, stored, what === 'fcm' ? { clearFcm: true } : { clearApns: true }));
    } finally {
      setClearing(null);
    }
  };

  const readFile = async (file: File | null, field: 'fcmServiceAccount' | 'apnsKey') => {
    if (!file) return;
    const text = await file.text();
    form.setFieldValue(field, text);
    if (field === 'apnsKey') form.setFieldValue('apnsFile', file.name);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <ScreenTitle>{SETTINGS_TITLE}</ScreenTitle>
        <Anchor component={Link} href={fillPath(paths.list, { code })} size="sm">
          <Group gap={4}>
            <IconArrowLeft size={16} /> Push task list
          </Group>
        </Anchor>
      </Group>
      <FilterTabs value={env} onChange={(v) => setQ({ env: v })} tabs={SANDBOX_PROD_TABS} stack>
        {locked && (
          <Alert color="gray" p="xs">
            {PROD_OWNERS_ONLY}: the prod settings are shown read-only.
          </Alert>
        )}
        <form onSubmit={submit} noValidate aria-busy={loaded.loading || undefined}>
          <Fieldset variant="unstyled" disabled={locked || !settings}>
            <Stack gap="md">
              <Card withBorder>
                <Stack gap="sm">
                  <Text fw={600} component="h2" m={0} size="md">
                    Delivery
                  </Text>
                  <Group>
                    <Switch label="Android takes pushes" {...form.getInputProps('android', { type: 'checkbox' })} />
                    <Switch label="iOS takes pushes" {...form.getInputProps('ios', { type: 'checkbox' })} />
                  </Group>
                  <SimpleGrid cols={{ base: 1, md: 3 }}>
                    <NumberInput
                      label="Frequency cap (pushes per user per local day)"
                      description="0: no cap. Transactional tasks are exempt."
                      min={0}
                      max={MAX_FREQUENCY_CAP}
                      allowDecimal={false}
                      {...form.getInputProps('frequencyCap')}
                    />
                    <Select
                      label="Server timezone"
                      description="The serverDate call and tasks pinned to the server's time"
                      searchable
                      data={timeZones()}
                      allowDeselect={false}
                      {...form.getInputProps('serverTimezone')}
                      onChange={(v) => v && form.setFieldValue('serverTimezone', v)}
                    />
                  </SimpleGrid>
                  <Switch
                    label="Quiet hours (nothing is sent in the user's local quiet hours)"
                    {...form.getInputProps('quiet', { type: 'checkbox' })}
                  />
                  {form.values.quiet && (
                    <Group align="flex-start">
                      <TimeInput label="Quiet from" description="Local time" {...form.getInputProps('quietStart')} />
                      <TimeInput label="Quiet until" description="May be after midnight" {...form.getInputProps('quietEnd')} />
                    </Group>
                  )}
                </Stack>
              </Card>

              <Card withBorder>
                <Stack gap="sm">
                  <CredentialHead
                    title="FCM (Firebase Cloud Messaging)"
                    what="FCM service account"
                    set={!!settings?.fcm.set}
                    note={
                      settings?.fcm.set && (
                        <Text size="sm" c="dimmed">
                          Firebase project {settings.fcm.projectId}
                        </Text>
                      )
                    }
                    clearLabel="Clear FCM credentials"
                    locked={locked}
                    clearing={clearing === 'fcm'}
                    onClear={() => void clear('fcm')}
                  />
                  <Text size="sm" c="dimmed">
                    Serves Android, and iOS when no APNs key is set.{' '}
                    {settings?.fcm.set
                      ? 'Paste or choose a new service account to replace the stored one; leave it empty to keep it.'
                      : 'Without it, pushes are recorded in the local outbox.'}
                  </Text>
                  <Textarea
                    label="Service account JSON"
                    placeholder={'{ "type": "service_account", "project_id": ..., "private_key": ..., "client_email": ... }'}
                    autosize
                    minRows={2}
                    maxRows={6}
                    styles={{ input: { fontFamily: 'monospace', fontSize: 12 } }}
                    autoComplete="off"
                    spellCheck={false}
                    {...form.getInputProps('fcmServiceAccount')}
                  />
                  <Group>
                    <FileButton
                      accept="application/json,.json"
                      onChange={(f) => void readFile(f, 'fcmServiceAccount')}
                      disabled={locked || !settings}
                    >
                      {(props) => (
                        <Button
                          {...props}
                          variant="default"
                          size="xs"
                          leftSection={<IconFileUpload size={14} />}
                          disabled={locked || !settings}
                        >
                          Choose the JSON file
                        </Button>
                      )}
                    </FileButton>
                  </Group>
                </Stack>
              </Card>

              <Card withBorder>
                <Stack gap="sm">
                  <CredentialHead
                    title="APNs (Apple Push Notification service)"
                    what="APNs key"
                    set={!!settings?.apns.set}
                    clearLabel="Clear APNs key"
                    locked={locked}
                    clearing={clearing === 'apns'}
                    onClear={() => void clear('apns')}
                  />
                  <Group gap="sm" align="flex-end">
                    <FileButton accept=".p8" onChange={(f) => void readFile(f, 'apnsKey')} disabled={locked || !settings}>
                      {(props) => (
                        <Button
                          {...props}
                          variant="default"
                          size="xs"
                          leftSection={<IconFileUpload size={14} />}
                          disabled={locked || !settings}
                        >
                          {settings?.apns.set ? 'Replace the .p8 key' : 'Choose the .p8 key'}
                        </Button>
                      )}
                    </FileButton>
                    <Text size="sm" c={form.errors.apnsKey ? 'red' : 'dimmed'} role={form.errors.apnsKey ? 'alert' : undefined}>
                      {form.errors.apnsKey
                        ? String(form.errors.apnsKey)
                        : form.values.apnsFile
                          ? `${form.values.apnsFile} chosen: saved with the settings`
                          : settings?.apns.set
                            ? 'A key is stored'
                            : 'No key chosen'}
                    </Text>
                  </Group>
                  <SimpleGrid cols={{ base: 1, md: 3 }}>
                    <TextInput label="Key ID" placeholder="ABCDE12345" autoComplete="off" {...form.getInputProps('keyId')} />
                    <TextInput label="Team ID" placeholder="TEAM123456" autoComplete="off" {...form.getInputProps('teamId')} />
                    <TextInput label="Bundle ID" placeholder="com.studio.game" autoComplete="off" {...form.getInputProps('bundleId')} />
                  </SimpleGrid>
                  <Switch
                    label="Production APNs (api.push.apple.com); off: the development server for debug builds"
                    {...form.getInputProps('production', { type: 'checkbox' })}
                  />
                </Stack>
              </Card>
            </Stack>
          </Fieldset>
          <Group justify="space-between" mt="md">
            <Text size="xs" c="dimmed">
              {loaded.data?.updatedAt
                ? `Saved ${formatTime(loaded.data.updatedAt)} by ${loaded.data.operator}`
                : 'Not saved yet: the defaults apply'}
            </Text>
            <ProdLocked locked={locked}>
              <Button type="submit" loading={form.submitting} disabled={locked || !settings}>
                Save settings
              </Button>
            </ProdLocked>
          </Group>
        </form>
      </FilterTabs>
    </Stack>
  );
}

const defaults: PushSettings = {
  platforms: { 1: true, 2: true },
  frequencyCap: 0,
  quietHours: null,
  serverTimezone: 'UTC',
  fcm: { set: false, projectId: '' },
  apns: { set: false, keyId: '', teamId: '', bundleId: '', production: false },
};
