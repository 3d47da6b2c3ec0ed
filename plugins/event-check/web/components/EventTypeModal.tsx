// Add or edit one event type: its name (fixed once made), description and field rules. The
// shared schema checks it; saving writes the whole catalog with this type in it.
import { useEffect } from 'react';
import {
  ActionIcon,
  Autocomplete,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { FIELD_TYPES, TOP_FIELDS, type EventType } from '../../shared';
import { emptyField, eventTypeErrors, toEventType, toFormValues, type EventTypeFormValues } from '../eventTypeForm';

interface Props {
  opened: boolean;
  /** The type to edit; undefined adds one. */
  editing: EventType | undefined;
  /** Names the catalog already has (besides the edited one). */
  otherNames: string[];
  onClose: () => void;
  onSave: (t: EventType) => Promise<void>;
}

const FIELD_SUGGESTIONS = [...TOP_FIELDS, 'props.'];

export function EventTypeModal({ opened, editing, otherNames, onClose, onSave }: Props) {
  const form = useForm<EventTypeFormValues>({ initialValues: toFormValues(), validate: (v) => eventTypeErrors(v, otherNames) });
  useEffect(() => {
    if (!opened) return;
    form.setValues(toFormValues(editing));
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing]);

  const submit = form.onSubmit(async (v) => onSave(toEventType(v)));
  return (
    <Modal opened={opened} onClose={onClose} size={980} title={editing ? `Edit event type ${editing.type}` : 'Add event type'}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              label="Event type"
              withAsterisk
              disabled={!!editing}
              placeholder="e.g. game_finish"
              description="The event name clients send"
              {...form.getInputProps('type')}
            />
            <Textarea label="Description" autosize minRows={1} {...form.getInputProps('description')} />
          </Group>
          <Text size="sm" fw={500}>
            Fields
          </Text>
          <Text size="xs" c="dimmed">
            Fields not listed are not checked. Values: allowed values, comma-separated (empty: any). Min and max apply to numbers.
          </Text>
          {form.values.fields.map((_, i) => (
            <Group key={i} align="flex-start" wrap="nowrap" gap="xs">
              <Autocomplete
                w={200}
                aria-label={`Field ${i + 1}`}
                placeholder="level or props.name"
                data={FIELD_SUGGESTIONS}
                {...form.getInputProps(`fields.${i}.field`)}
              />
              <Select
                w={110}
                aria-label={`Field ${i + 1} type`}
                data={[...FIELD_TYPES]}
                allowDeselect={false}
                {...form.getInputProps(`fields.${i}.type`)}
              />
              <Checkbox
                mt={8}
                label="Required"
                aria-label={`Field ${i + 1} required`}
                {...form.getInputProps(`fields.${i}.required`, { type: 'checkbox' })}
              />
              <TextInput
                style={{ flex: 1 }}
                aria-label={`Field ${i + 1} values`}
                placeholder="allowed values"
                {...form.getInputProps(`fields.${i}.values`)}
              />
              <NumberInput w={90} aria-label={`Field ${i + 1} min`} placeholder="min" {...form.getInputProps(`fields.${i}.min`)} />
              <NumberInput w={90} aria-label={`Field ${i + 1} max`} placeholder="max" {...form.getInputProps(`fields.${i}.max`)} />
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={`Remove field ${i + 1}`}
                onClick={() => form.removeListItem('fields', i)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          ))}
          <Group justify="space-between">
            <Button
              variant="light"
              size="xs"
              leftSection={<IconPlus size={14} />}
              onClick={() => form.insertListItem('fields', emptyField())}
            >
              Add field
            </Button>
            <Group>
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit">Save</Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
