// Create/update an in-site message (001): platform, countries (one save call per selected
// country), a version rule, and one or more messages (to, type, url, start time in its timezone).
import { useEffect, useMemo } from 'react';
import { ActionIcon, Button, Divider, Group, Modal, MultiSelect, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '../../../../core/web/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { zodFormErrors } from '../../../../core/shared/zod';
import { serverFieldErrors } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import {
  DEFAULT_COUNTRY,
  DEFAULT_TIMEZONE,
  MESSAGE_PLATFORMS,
  MESSAGE_TO,
  MESSAGE_TYPES,
  OPEN_VERSION,
  TOASTS,
  type InSiteMessage,
} from '../../shared';
import { messageFormSchema } from '../../schemas';
import { messagesApi } from '../api';
import { timezones, unixToWallClock, wallClockToUnix } from '../time';

interface MessageRow {
  to: string;
  type: string;
  url: string;
  startAt: Date | null;
  timezone: string;
}
interface FormValues {
  platform: string;
  countries: string[];
  minVersion: string;
  maxVersion: string;
  messages: MessageRow[];
}

const emptyRow = (): MessageRow => ({ to: 'Facebook', type: '', url: '', startAt: null, timezone: DEFAULT_TIMEZONE });
const shownBound = (v: string | undefined) => (v && v !== OPEN_VERSION ? v : '');

function initialValues(platform: number, editing: InSiteMessage | null): FormValues {
  if (!editing) return { platform: String(platform), countries: [DEFAULT_COUNTRY], minVersion: '', maxVersion: '', messages: [emptyRow()] };
  const [min, max] = editing.rule.clientVersions ?? [];
  return {
    platform: String(editing.platform),
    countries: [editing.country],
    minVersion: shownBound(min),
    maxVersion: shownBound(max),
    messages: editing.config.messages.map((m) => ({
      to: m.to,
      type: m.type,
      url: m.url,
      timezone: m.timezone,
      startAt: unixToWallClock(m.startTimestamp, m.timezone),
    })),
  };
}

export function MessageFormModal(props: {
  code: string;
  opened: boolean;
  platform: number;
  editing: InSiteMessage | null;
  countries: string[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { code, opened, platform, editing, countries, onClose, onSaved } = props;
  const form = useForm<FormValues>({
    initialValues: initialValues(platform, editing),
    validate: (v) => zodFormErrors(messageFormSchema, v),
  });
  const zones = useMemo(() => timezones(DEFAULT_TIMEZONE), []);
  useEffect(() => {
    if (opened) {
      form.setValues(initialValues(platform, editing));
      form.resetDirty();
      form.clearErrors();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing, platform]);

  const submit = form.onSubmit(async (v) => {
    const rule =
      v.minVersion || v.maxVersion
        ? { clientVersions: [v.minVersion || OPEN_VERSION, v.maxVersion || OPEN_VERSION] as [string, string] }
        : {};
    const messages = v.messages.map((m) => ({
      to: m.to,
      type: m.type,
      url: m.url.trim(),
      timezone: m.timezone,
      startTimestamp: wallClockToUnix(m.startAt!, m.timezone),
    }));
    // One call per selected country: the first keeps the edited message, the others are new ones.
    try {
      for (const [i, country] of v.countries.entries()) {
        await messagesApi.save(code, {
          id: editing && i === 0 ? editing.id : null,
          platform: Number(v.platform),
          country,
          config: { messages },
          rule,
        });
      }
    } catch (e) {
      // The notice shows the message; the field shows it too (a url scheme the project does not allow).
      form.setErrors(serverFieldErrors(e, (p) => (p.startsWith('config.messages.') ? p.slice('config.'.length) : p)));
      return;
    }
    toast(editing ? TOASTS.updated : TOASTS.created);
    onSaved();
  });

  const countryOptions = [...new Set([...countries, ...form.values.countries])];
  return (
    <Modal opened={opened} onClose={onClose} title={editing ? `Update message id: ${editing.id}` : 'Create message'} size={800}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <Group grow align="flex-start">
            <Select
              label="Platform"
              withAsterisk
              disabled={!!editing}
              data={MESSAGE_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }))}
              allowDeselect={false}
              {...form.getInputProps('platform')}
            />
            <MultiSelect
              label="Country"
              withAsterisk
              searchable
              data={countryOptions}
              {...form.getInputProps('countries')}
              description="One message is saved per country"
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput label="Min client version" placeholder="e.g. 1.2.0 (empty: any)" {...form.getInputProps('minVersion')} />
            <TextInput label="Max client version" placeholder="e.g. 2.0.0 (empty: any)" {...form.getInputProps('maxVersion')} />
          </Group>
          <Divider label="Messages" labelPosition="left" />
          {form.values.messages.map((_, i) => (
            <Paper key={i} withBorder p="sm" role="group" aria-label={`Message ${i + 1}`}>
              <Group grow align="flex-start">
                <Select label="To" withAsterisk data={[...MESSAGE_TO]} {...form.getInputProps(`messages.${i}.to`)} />
                <Select label="Type" withAsterisk data={[...MESSAGE_TYPES]} {...form.getInputProps(`messages.${i}.type`)} />
                <DateTimePicker
                  label="Start time"
                  withAsterisk
                  withSeconds
                  submitButtonProps={{ 'aria-label': 'Confirm start time' }}
                  valueFormat="YYYY-MM-DD HH:mm:ss"
                  placeholder="Pick date and time"
                  clearable
                  {...form.getInputProps(`messages.${i}.startAt`)}
                />
                <Select label="Timezone" withAsterisk searchable data={zones} {...form.getInputProps(`messages.${i}.timezone`)} />
              </Group>
              <Group align="flex-end" mt="xs">
                <TextInput
                  label="Url"
                  withAsterisk
                  style={{ flex: 1 }}
                  placeholder="https://"
                  {...form.getInputProps(`messages.${i}.url`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove message ${i + 1}`}
                  disabled={form.values.messages.length === 1}
                  onClick={() => form.removeListItem('messages', i)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
          {typeof form.errors.messages === 'string' && (
            <Text c="red" size="sm">
              {form.errors.messages}
            </Text>
          )}
          <Group justify="space-between">
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('messages', emptyRow())}>
              Add message
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={form.submitting}>
                {editing ? 'Update' : 'Create'}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
