// Create/edit project (002): code fixed in edit mode, owners from the user list, config as
// JSON, and which installed plugins the project has turned on.
import { useEffect, useState } from 'react';
import { Button, Checkbox, Modal, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { FetchError } from 'ofetch';
import { isApiErrorBody } from '../../../../core/shared/errors';
import type { ProjectDetail } from '../../../../core/shared/project';
import { DOMAINS } from '../../../../core/shared/constants';
import { MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { installedPlugins } from '../../../../core/web/registry';
import { projectsApi, type UserOption } from '../api';
import { emptyValues, formField, toProjectForm, validateProjectForm, valuesOf, type ProjectFormValues } from './projectFormValues';

interface Props {
  opened: boolean;
  /** The project to edit; undefined to create one. */
  project?: ProjectDetail;
  users: UserOption[];
  onClose: () => void;
  onSaved: () => void;
}

const domainOptions = DOMAINS.map((d) => ({ value: String(d), label: `Domain ${d}` }));

export function ProjectFormModal({ opened, project, users, onClose, onSaved }: Props) {
  const editing = !!project;
  const [busy, setBusy] = useState(false);
  const form = useForm<ProjectFormValues>({ initialValues: emptyValues(), validate: validateProjectForm });
  const toggleable = installedPlugins().filter((p) => p.toggleable !== false);

  useEffect(() => {
    if (!opened) return;
    form.setValues(project ? valuesOf(project) : emptyValues());
    form.resetDirty();
    form.clearErrors();
    // Reset only when the modal opens for a (new) project.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, project]);

  const submit = form.onSubmit(async (values) => {
    setBusy(true);
    try {
      const body = toProjectForm(values);
      if (project) {
        const { code: _code, ...update } = body;
        await projectsApi.update(project.code, update);
        toast('UPDATED!');
      } else {
        await projectsApi.create(body);
        toast('CREATED!');
      }
      onSaved();
    } catch (error) {
      // The notice shows the message; field issues also go next to their fields.
      if (error instanceof FetchError && isApiErrorBody(error.data)) {
        for (const issue of error.data.issues ?? []) form.setFieldError(formField(issue.path), issue.message);
      }
    } finally {
      setBusy(false);
    }
  });

  // Checked = on for this project; unknown ids already in disabledPlugins are kept.
  const enabled = toggleable.map((p) => p.id).filter((id) => !form.values.disabledPlugins.includes(id));
  const setEnabled = (ids: string[]) => {
    const known = new Set(toggleable.map((p) => p.id));
    form.setFieldValue('disabledPlugins', [
      ...form.values.disabledPlugins.filter((id) => !known.has(id)),
      ...[...known].filter((id) => !ids.includes(id)),
    ]);
  };

  const ownerOptions = users.map((u) => ({ value: String(u.id), label: `${u.displayName} (${u.mail})` }));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit project ${project.code}` : 'Create project'}
      size="lg"
      closeOnClickOutside={!busy}
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm
        onSubmit={submit}
        footer={
          <>
            <Button variant="default" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {editing ? 'Save' : 'Create'}
            </Button>
          </>
        }
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Code"
              withAsterisk
              disabled={editing}
              placeholder="e.g. jigsaw"
              data-autofocus={!editing || undefined}
              {...form.getInputProps('code')}
            />
            <TextInput
              label="Nickname"
              placeholder="e.g. Jigsaw Journey"
              data-autofocus={editing || undefined}
              {...form.getInputProps('nickname')}
            />
          </SimpleGrid>
          <Textarea label="Description" withAsterisk autosize minRows={2} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Domain"
              withAsterisk
              placeholder="Choose a domain"
              data={domainOptions}
              allowDeselect={false}
              {...form.getInputProps('domain')}
            />
            <TextInput label="Service host" placeholder="e.g. jigsaw.internal:8080" {...form.getInputProps('serviceHost')} />
          </SimpleGrid>
          <MultiSelect
            label="Owners"
            placeholder="Search users"
            data={ownerOptions}
            searchable
            clearable
            nothingFoundMessage="No such user"
            {...form.getInputProps('ownerIds')}
          />
          <Textarea
            label="Config"
            description="A JSON object"
            autosize
            minRows={4}
            maxRows={10}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
            {...form.getInputProps('configText')}
          />
          <Checkbox.Group
            label="Plugins"
            description="Turned-off plugins show no screens, menus or commands in this project"
            value={enabled}
            onChange={setEnabled}
          >
            {toggleable.length ? (
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing={6}>
                {toggleable.map((p) => (
                  <Checkbox key={p.id} value={p.id} label={p.title} />
                ))}
              </SimpleGrid>
            ) : (
              <Text size="sm" c="dimmed" mt={4}>
                No installed plugin can be turned off.
              </Text>
            )}
          </Checkbox.Group>
        </Stack>
      </ModalForm>
    </Modal>
  );
}
