// Create/edit of a general release (001 §2, §5): from a local release or a manual upload (one
// file); every edit is a new build.
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { useEffect, useState } from 'react';
import { Checkbox, FileInput, Modal, Progress, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { toast } from '../../../../core/web/notify';
import { FROM_TYPES, GENERAL_PLATFORMS, type GeneralRelease, type OnlineReleaseOptions } from '../../shared';
import { generalApi, toFormData } from '../api';
import { generalErrors, generalFields, generalInitial, type GeneralFormValues } from '../generalForm';

interface Props {
  code: string;
  opened: boolean;
  editing: GeneralRelease | null;
  options: OnlineReleaseOptions | null;
  onClose: () => void;
  onSaved: () => void;
}

export function GeneralFormModal({ code, opened, editing, options, onClose, onSaved }: Props) {
  const form = useForm<GeneralFormValues>({ initialValues: generalInitial(null), validate: (v) => generalErrors(v, editing) });
  const [progress, setProgress] = useState<number | null>(null);
  useEffect(() => {
    if (!opened) return;
    form.setValues(generalInitial(editing));
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, editing]);
  const submit = form.onSubmit(async (v) => {
    const body = toFormData(generalFields(v), v.fromType === 'manual' ? v.file : null, 'file');
    setProgress(v.file ? 0 : null);
    try {
      if (editing) await generalApi.update(code, editing.id, body, setProgress);
      else await generalApi.create(code, body, setProgress);
      toast(editing ? 'Updated' : 'Created'); // 001 §8's texts
      onSaved();
    } finally {
      setProgress(null);
    }
  });
  const types = options?.releaseTypes.length ? options.releaseTypes : null;
  const local = form.values.fromType === 'local';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size={680}
      title={editing ? `Edit release ${editing.id} (new build ${editing.buildNum + 1})` : 'Create release'}
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm
        onSubmit={submit}
        footer={<FormButtons onCancel={onClose} submitting={form.submitting} label={editing ? 'Save' : 'Create'} />}
      >
        <Stack gap="sm">
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={2}>
            <Select
              label="From Type"
              withAsterisk
              data={FROM_TYPES.map((f) => ({ value: f.value, label: f.label }))}
              {...form.getInputProps('fromType')}
            />
            {types ? (
              <Select label="Release Type" withAsterisk data={types} {...form.getInputProps('releaseType')} />
            ) : (
              <TextInput label="Release Type" withAsterisk {...form.getInputProps('releaseType')} />
            )}
          </SimpleGrid>
          {local && (
            <Select
              label="From Id"
              withAsterisk
              searchable
              data={(options?.releases ?? []).map((r) => ({ value: String(r.id), label: `#${r.id} ${r.name}`, disabled: !r.hasDataFile }))}
              {...form.getInputProps('fromId')}
            />
          )}
          {local && (
            <Checkbox label="Multi-platform (asset bundles per platform)" {...form.getInputProps('multiPlatform', { type: 'checkbox' })} />
          )}
          {local && form.values.multiPlatform && <TextInput label="assetFileName" withAsterisk {...form.getInputProps('assetFileName')} />}
          {form.values.fromType === 'manual' && (
            <FileInput
              label="File"
              withAsterisk={!editing}
              clearable
              placeholder={editing ? 'Keep the current file, or pick another' : 'Pick a file'}
              {...form.getInputProps('file')}
            />
          )}
          <SimpleGrid cols={3}>
            <TextInput label="Version Tag" withAsterisk {...form.getInputProps('versionTag')} />
            <Select
              label="Platform"
              withAsterisk
              data={GENERAL_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }))}
              {...form.getInputProps('platform')}
            />
            <TextInput label="Country" {...form.getInputProps('country')} />
          </SimpleGrid>
          <SimpleGrid cols={2}>
            <TextInput label="Min client version" placeholder="0.0.0" {...form.getInputProps('minVersion')} />
            <TextInput label="Max client version" placeholder="0.0.0" {...form.getInputProps('maxVersion')} />
          </SimpleGrid>
          {progress !== null && <Progress value={progress} animated aria-label="Upload progress" />}
        </Stack>
      </ModalForm>
    </Modal>
  );
}
