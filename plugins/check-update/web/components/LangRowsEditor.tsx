// One edit tab's texts: a row per language (code and text), add and remove; the English row
// stays (its code is fixed and it cannot be removed).
import { ActionIcon, Button, Group, Stack, Text, TextInput, Textarea, Tooltip } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { EditValues, LangRow } from '../editForm';

interface Props {
  form: UseFormReturnType<EditValues>;
  /** 'title', 'msg' or 'buttons.<i>.title'. */
  field: string;
  /** How the tab names itself in labels, e.g. 'title' or 'update'. */
  tab: string;
  multiline?: boolean;
}

export function LangRowsEditor({ form, field, tab, multiline }: Props) {
  const list = (field.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], form.values) ?? []) as LangRow[];
  const tabError = form.errors[field];
  const TextField = multiline ? Textarea : TextInput;
  return (
    <Stack gap="xs">
      {list.map((row, i) => {
        const english = row.lang === 'en' && list.findIndex((r) => r.lang === 'en') === i;
        return (
          <Group key={i} align="flex-start" wrap="nowrap" gap="xs">
            <TextInput
              w={110}
              aria-label={`${tab} language ${i + 1}`}
              placeholder="language"
              readOnly={english}
              {...form.getInputProps(`${field}.${i}.lang`)}
            />
            <TextField
              style={{ flex: 1 }}
              aria-label={`${tab} text ${row.lang || i + 1}`}
              placeholder={`${tab} in ${row.lang || 'this language'}`}
              autosize={multiline ? true : undefined}
              minRows={multiline ? 2 : undefined}
              {...form.getInputProps(`${field}.${i}.text`)}
            />
            <Tooltip label={english ? 'The English entry cannot be removed' : 'Remove this language'}>
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                disabled={english}
                aria-label={`Remove ${tab} ${row.lang || i + 1}`}
                onClick={() => form.removeListItem(field, i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        );
      })}
      {tabError && (
        <Text c="red" size="sm" role="alert">
          {tabError}
        </Text>
      )}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem(field, { lang: '', text: '' })}
        >
          Add language
        </Button>
      </Group>
    </Stack>
  );
}
