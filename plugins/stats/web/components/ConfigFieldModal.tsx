// Edit one stats config field (001 "Stats config"): its values with remove buttons and Add;
// each value required ('{field} can not be null'); saved through POST /v1/{code}/config.
import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, Modal, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { z } from 'zod';
import { zodFormErrors } from '../../../../core/shared/zod';
import { toast } from '../../../../core/web/notify';
import { configValuesSchema, type StatsConfigField } from '../../schemas';
import { statsApi } from '../api';

export const SAVED = 'update SUCCEED!';

export function ConfigFieldModal(props: {
  code: string;
  field: StatsConfigField | null;
  values: string[];
  onClose: () => void;
  onSaved: (config: Record<string, unknown>) => void;
}) {
  const { field } = props;
  const [saving, setSaving] = useState(false);
  const schema = field ? z.object({ values: configValuesSchema(field) }) : null;
  const form = useForm<{ values: string[] }>({
    initialValues: { values: props.values },
    validate: (v) => (schema ? zodFormErrors(schema, v) : {}),
  });
  useEffect(() => {
    if (field) form.setValues({ values: props.values });
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [field, props.values.join()]);

  const focusRow = (i: number) =>
    requestAnimationFrame(() => {
      const input = document.querySelector<HTMLInputElement>(`[data-config-row="${i}"]`);
      input?.scrollIntoView({ block: 'nearest' });
      input?.focus();
    });
  const firstError = Object.values(form.errors)[0];

  const save = form.onSubmit(
    async (v) => {
      if (!field || !schema) return;
      setSaving(true);
      try {
        const { project } = await statsApi.saveConfig(props.code, [{ jsonPath: field.jsonPath, newValue: schema.parse(v).values }]);
        toast(SAVED);
        props.onSaved(project.config);
      } catch {
        // The error notice shows the server's message.
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      const first = Object.keys(errors)
        .map((k) => /^values\.(\d+)$/.exec(k))
        .find(Boolean);
      if (first) focusRow(Number(first[1]));
    },
  );

  return (
    <Modal opened={!!field} onClose={props.onClose} title={field ? `Edit ${field.title}` : ''} size={520} centered>
      <form onSubmit={save}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {form.values.values.length} values
          </Text>
          <ScrollArea.Autosize mah={420} offsetScrollbars>
            <Stack gap={6}>
              {form.values.values.map((_, i) => (
                <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
                  <TextInput
                    aria-label={`${field?.title} ${i + 1}`}
                    data-config-row={i}
                    placeholder={field?.title}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`values.${i}`)}
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove ${field?.title} ${i + 1}`}
                    onClick={() => form.removeListItem('values', i)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          {firstError && (
            <Text c="red" size="sm" role="alert">
              {firstError}
            </Text>
          )}
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              form.insertListItem('values', '');
              focusRow(form.values.values.length);
            }}
          >
            Add
          </Button>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={props.onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
