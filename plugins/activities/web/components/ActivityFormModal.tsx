// 'Create New Activity' / 'Edit Activity id: {id}' (001 §2, §5), also used to copy an activity
// from history. The name is fixed after creation; one resource file, sent with the form and a
// progress bar.
import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  JsonInput,
  Modal,
  NumberInput,
  Progress,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { IconFileZip } from '@tabler/icons-react';
import { toast } from '../../../../core/web/notify';
import { VERSION_PLATFORMS, type Activity } from '../../shared';
import { activitiesApi, toFormData } from '../api';
import { formErrors, initialValues, modalTitle, toFields, type ActivityFormValues, type FormMode } from '../activityForm';
import { HourRangeInput } from './HourRangeInput';

interface Props {
  code: string;
  mode: FormMode | null;
  onClose: () => void;
  onSaved: (a: Activity) => void;
}

export function ActivityFormModal({ code, mode, onClose, onSaved }: Props) {
  const form = useForm<ActivityFormValues>({
    initialValues: initialValues({ kind: 'create' }),
    validate: (v) => (mode ? formErrors(v, mode) : {}),
  });
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (!mode) return;
    form.setValues(initialValues(mode));
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [mode]);

  const submit = form.onSubmit(async (v) => {
    if (!mode) return;
    const body = toFormData(toFields(v), v.file);
    setProgress(v.file ? 0 : null);
    try {
      const { activity } =
        mode.kind === 'edit'
          ? await activitiesApi.update(code, mode.activity.id, 'sandbox', body, setProgress)
          : mode.kind === 'copy'
            ? await activitiesApi.copy(code, mode.source.id, body, setProgress)
            : await activitiesApi.create(code, body, setProgress);
      toast(mode.kind === 'edit' ? 'Updated' : 'Created');
      onSaved(activity);
    } finally {
      setProgress(null);
    }
  });

  const current = mode?.kind === 'edit' ? mode.activity : mode?.kind === 'copy' ? mode.source : null;
  return (
    <Modal opened={!!mode} onClose={onClose} size={800} title={mode ? modalTitle(mode) : ''}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {mode?.kind === 'copy' && (
            <Alert p="xs" color="blue">
              Copy of activity {mode.source.id} ({mode.source.name}): its resource file is kept unless you pick another.
            </Alert>
          )}
          <TextInput
            label="Name"
            withAsterisk
            disabled={mode?.kind === 'edit'}
            description={mode?.kind === 'edit' ? 'The name cannot change after creation' : undefined}
            {...form.getInputProps('name')}
          />
          <HourRangeInput
            label="Open time"
            value={form.values.range}
            onChange={(r) => form.setFieldValue('range', r)}
            error={form.errors.range as string | undefined}
          />
          <SimpleGrid cols={3}>
            {VERSION_PLATFORMS.map((p, i) => (
              <TextInput
                key={p}
                label={`${p} version`}
                placeholder="minimum, e.g. 1.2.0"
                withAsterisk
                {...form.getInputProps(`version.${i}`)}
              />
            ))}
          </SimpleGrid>
          <Group grow align="flex-start">
            <NumberInput label="Priority" allowDecimal={false} {...form.getInputProps('priority')} />
            <Switch label="Enable" mt={30} {...form.getInputProps('enable', { type: 'checkbox' })} />
          </Group>
          <JsonInput
            label="Rule"
            autosize
            minRows={3}
            maxRows={12}
            formatOnBlur
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...form.getInputProps('rule')}
          />
          <FileInput
            label="Resource file"
            withAsterisk={mode?.kind === 'create'}
            clearable
            leftSection={<IconFileZip size={16} />}
            placeholder={current?.resourceName ? `Keep ${current.resourceName}, or pick another file` : 'Pick a file'}
            {...form.getInputProps('file')}
          />
          {progress !== null && (
            <Stack gap={2}>
              <Progress value={progress} animated aria-label="Upload progress" />
              <Text size="xs" c="dimmed">
                Uploading… {progress}%
              </Text>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              {mode?.kind === 'edit' ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
