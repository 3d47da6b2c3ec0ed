// Step 2, Extra Data For Client: key/value rows the app receives with the push.
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { WizardForm } from './form';

export function ExtraDataStep({ form }: { form: WizardForm }) {
  const rows = form.values.extraData;
  return (
    <Stack gap="xs">
      {rows.length === 0 && (
        <Text size="sm" c="dimmed">
          No extra data: the push carries only its alert.
        </Text>
      )}
      {rows.map((_, i) => (
        <Group key={i} align="flex-start" wrap="nowrap">
          <TextInput label={`Key ${i + 1}`} withAsterisk style={{ flex: 1 }} {...form.getInputProps(`extraData.${i}.key`)} />
          <TextInput label={`Value ${i + 1}`} withAsterisk style={{ flex: 2 }} {...form.getInputProps(`extraData.${i}.value`)} />
          <ActionIcon
            mt={28}
            variant="subtle"
            color="red"
            aria-label={`Remove row ${i + 1}`}
            onClick={() => form.removeListItem('extraData', i)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} />}
          onClick={() => form.insertListItem('extraData', { key: '', value: '' })}
          disabled={rows.length >= 50}
        >
          Add key/value
        </Button>
      </Group>
    </Stack>
  );
}
