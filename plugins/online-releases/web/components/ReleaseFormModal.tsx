// Create/edit of an online release (000 §2.12): Input mode (one resource file) or Select mode (a
// published release); name, type, platform and the client-version rule.
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { useEffect, useState } from 'react';
import { FileInput, Modal, Progress, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';
import { useForm } from '../../../../core/web/form';
import { toast } from '../../../../core/web/notify';
import { MODES, ONLINE_PLATFORMS, type Mode, type OnlineRelease, type OnlineReleaseOptions } from '../../shared';
import { onlineApi, toFormData } from '../api';
import { formErrors, initialValues, toFields, type ReleaseFormValues } from '../releaseForm';

interface Props {
  code: string;
  opened: boolean;
  editing: OnlineRelease | null;
  options: OnlineReleaseOptions | null;
  onClose: () => void;
  onSaved: () => void;
}

export function ReleaseFormModal({ code, opened, editing, options, onClose, onSaved }: Props) {
  const form = useForm<ReleaseFormValues>({
    initialValues: initialValues(null),
    validate: (v) => formErrors(v, editing, !!options?.flags.platformRequired),
  });
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (!opened) return;
    form.setValues(initialValues(editing));
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing]);

  const submit = form.onSubmit(async (v) => {
    const body = toFormData(toFields(v), v.mode === 'Input' ? v.file : null);
    setProgress(v.file ? 0 : null);
    try {
      if (editing) await onlineApi.update(code, editing.id, body, setProgress);
      else await onlineApi.create(code, body, setProgress);
      toast(editing ? 'UPDATED!' : 'CREATED!');
      onSaved();
    } finally {
      setProgress(null);
    }
  });
  const types = options?.releaseTypes.length ? options.releaseTypes : null;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={640}
      title={editing ? `Edit online release ${editing.id}` : 'Create online release'}
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm
        onSubmit={submit}
        footer={<FormButtons onCancel={onClose} submitting={form.submitting} label={editing ? 'Save' : 'Create'} />}
      >
        <Stack gap="sm">
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          {types ? (
            <Select label="Type" withAsterisk data={types} {...form.getInputProps('releaseType')} />
          ) : (
            <TextInput label="Type" withAsterisk {...form.getInputProps('releaseType')} />
          )}
          <Select
            label="Platform"
            withAsterisk={!!options?.flags.platformRequired}
            clearable
            data={ONLINE_PLATFORMS.map((p) => ({ value: p, label: p }))}
            placeholder="All platforms"
            {...form.getInputProps('platform')}
          />
          <SimpleGrid cols={2}>
            <TextInput label="Min client version" placeholder="0.0.0" {...form.getInputProps('minVersion')} />
            <TextInput label="Max client version" placeholder="0.0.0" {...form.getInputProps('maxVersion')} />
          </SimpleGrid>
          <SegmentedControl
            aria-label="Mode"
            data={[...MODES]}
            value={form.values.mode}
            onChange={(m) => form.setFieldValue('mode', m as Mode)}
          />
          {form.values.mode === 'Input' ? (
            <FileInput
              label="Resource file"
              withAsterisk={!editing}
              clearable
              leftSection={<IconFileZip size={16} />}
              placeholder={editing?.resourceName ? `Keep ${editing.resourceName}, or pick another file` : 'Pick a file'}
              {...form.getInputProps('file')}
            />
          ) : (
            <Select
              label="Release"
              withAsterisk
              searchable
              data={(options?.releases ?? []).map((r) => ({
                value: String(r.id),
                label: `#${r.id} ${r.name} (${r.type || 'no type'})${r.hasDataFile ? '' : ' - no data file yet'}`,
                disabled: !r.hasDataFile,
              }))}
              nothingFoundMessage="No published release"
              {...form.getInputProps('localReleaseId')}
            />
          )}
          {progress !== null && <Progress value={progress} animated aria-label="Upload progress" />}
        </Stack>
      </ModalForm>
    </Modal>
  );
}
