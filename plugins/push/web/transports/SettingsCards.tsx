// The push settings screen's cards: Delivery (platforms, frequency cap, server timezone, quiet hours),
// FCM (the service account, pasted or chosen as a file) and APNs (the .p8 key with its ids); each
// credential card shows whether it is set, never its value, and a Clear button.
import type { ReactNode } from 'react';
import {
  Badge,
  Button,
  Card,
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
import { IconFileUpload } from '@tabler/icons-react';
import { ProdLocked } from '../../../../core/web/access/ProdLocked';
import { MAX_FREQUENCY_CAP } from '../../schemas/transports';
import { timeZones } from './settingsForm';
import type { SettingsPageState } from './useSettingsPage';

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

export function DeliveryCard({ page: { form } }: { page: SettingsPageState }) {
  return (
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
  );
}

export function FcmCard({ page }: { page: SettingsPageState }) {
  const { settings, locked, clearing, clear, readFile, form } = page;
  return (
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
              <Button {...props} variant="default" size="xs" leftSection={<IconFileUpload size={14} />} disabled={locked || !settings}>
                Choose the JSON file
              </Button>
            )}
          </FileButton>
        </Group>
      </Stack>
    </Card>
  );
}

export function ApnsCard({ page }: { page: SettingsPageState }) {
  const { settings, locked, clearing, clear, readFile, form } = page;
  return (
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
              <Button {...props} variant="default" size="xs" leftSection={<IconFileUpload size={14} />} disabled={locked || !settings}>
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
  );
}
