// The create modal's Form view: platform, versions, the English title and message, and the
// buttons (each action once; openUrl with its url). Other languages are edited in Json.
import { ActionIcon, Button, Group, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CHECK_UPDATE_PLATFORMS } from '../../shared';
import { freeActions, otherLanguages, type RuleDraft } from '../ruleDraft';

const PLATFORM_OPTIONS = CHECK_UPDATE_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }));

/** The fields this view shows; any other error is listed under it. */
export function isFormViewField(key: string): boolean {
  return /^(platform|startVersion|endVersion|data\.title\.en|data\.msg\.en|data\.buttons(\.\d+\.(action|title\.en|url))?)$/.test(key);
}

export function RuleFormFields({ form }: { form: UseFormReturnType<RuleDraft> }) {
  const buttons = form.values.data.buttons;
  const more = freeActions(buttons);
  const others = otherLanguages(form.values);
  return (
    <Stack gap="sm">
      <Select label="Platform" withAsterisk data={PLATFORM_OPTIONS} allowDeselect={false} {...form.getInputProps('platform')} />
      <Group grow align="flex-start">
        <TextInput label="Start Version" placeholder="1.0.0" withAsterisk {...form.getInputProps('startVersion')} />
        <TextInput label="End Version" placeholder="1.9.9" withAsterisk {...form.getInputProps('endVersion')} />
      </Group>
      <TextInput label="Title" description="English" withAsterisk {...form.getInputProps('data.title.en')} />
      <Textarea label="Message" description="English" withAsterisk autosize minRows={2} {...form.getInputProps('data.msg.en')} />
      <Text size="sm" fw={500}>
        Buttons{' '}
        <Text span c="red">
          *
        </Text>
      </Text>
      {buttons.map((b, i) => (
        <Group key={i} align="flex-start" wrap="nowrap" gap="xs">
          <Select
            w={130}
            aria-label={`Button ${i + 1} action`}
            placeholder="action"
            data={freeActions(buttons, b.action)}
            allowDeselect={false}
            {...form.getInputProps(`data.buttons.${i}.action`)}
          />
          <TextInput
            style={{ flex: 1 }}
            aria-label={`Button ${i + 1} title`}
            placeholder="Button title (English)"
            {...form.getInputProps(`data.buttons.${i}.title.en`)}
          />
          {b.action === 'openUrl' && (
            <TextInput
              style={{ flex: 1 }}
              aria-label={`Button ${i + 1} url`}
              placeholder="https://…"
              {...form.getInputProps(`data.buttons.${i}.url`)}
            />
          )}
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={`Remove button ${i + 1}`}
            onClick={() => form.removeListItem('data.buttons', i)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      {form.errors['data.buttons'] && (
        <Text c="red" size="sm" role="alert">
          {form.errors['data.buttons']}
        </Text>
      )}
      {more.length > 0 && (
        <Group>
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() =>
              form.insertListItem('data.buttons', { action: more[0], title: { en: '' }, ...(more[0] === 'openUrl' ? { url: '' } : {}) })
            }
          >
            Add button
          </Button>
        </Group>
      )}
      {others.length > 0 && (
        <Text size="xs" c="dimmed">
          Also in {others.join(', ')}: edit those texts in the Json view.
        </Text>
      )}
    </Stack>
  );
}
