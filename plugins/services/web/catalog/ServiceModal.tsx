// Create or update a service (000 §5: name required, values trimmed): project, repository, host,
// liveness probe, and the deploy steps (empty: the default template; the variables listed).
import { useEffect } from 'react';
import { Code, Group, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodFormErrors } from '../../../../core/shared/zod';
import { useForm } from '../../../../core/web/form';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { serviceBodySchema } from '../../schemas/catalog';
import { DEFAULT_DEPLOY_TEMPLATE, DEPLOY_TEMPLATE_VARIABLES, type ServiceRow } from '../../shared';
import { refused } from '../../../../core/web/refused';
import { catalogApi } from './api';

interface Values {
  name: string;
  projectCode: string;
  repository: string;
  host: string;
  livenessProbe: string;
  deployTemplate: string;
}
const EMPTY: Values = { name: '', projectCode: '', repository: '', host: '', livenessProbe: '', deployTemplate: '' };

export function ServiceModal(props: {
  service: ServiceRow | 'new' | null;
  projects: { code: string; nickname: string }[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { service, projects, onClose, onSaved } = props;
  const editing = service && service !== 'new' ? service : null;
  const form = useForm<Values>({ initialValues: EMPTY, validate: (v) => zodFormErrors(serviceBodySchema, v) });
  useEffect(() => {
    form.setValues(
      editing
        ? {
            name: editing.name,
            projectCode: editing.projectCode,
            repository: editing.repository,
            host: editing.host,
            livenessProbe: editing.livenessProbe,
            deployTemplate: editing.deployTemplate,
          }
        : EMPTY,
    );
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [service]);
  const submit = form.onSubmit(async (v) => {
    try {
      const r = editing ? await catalogApi.updateService(editing.id, v) : await catalogApi.createService(v);
      toast(r.message);
      onSaved();
    } catch (e) {
      refused(e, form.setErrors);
    }
  });
  return (
    <Modal
      opened={!!service}
      onClose={onClose}
      title={editing ? `Update service ${editing.name}` : 'Create service'}
      size="xl"
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm
        onSubmit={submit}
        footer={<FormButtons onCancel={onClose} submitting={form.submitting} label={editing ? 'Save' : 'Create'} />}
      >
        <Stack>
          <TextInput
            label="Name"
            withAsterisk
            data-autofocus
            description="Letters, digits, dots, dashes and underscores"
            {...form.getInputProps('name')}
          />
          <Select
            label="Project"
            placeholder="None"
            clearable
            searchable
            data={projects.map((p) => ({ value: p.code, label: `${p.nickname} (${p.code})` }))}
            {...form.getInputProps('projectCode')}
            value={form.values.projectCode || null}
            onChange={(v) => form.setFieldValue('projectCode', v ?? '')}
          />
          <TextInput label="Repository" placeholder="git@github.com:studio/service.git" {...form.getInputProps('repository')} />
          <TextInput label="Host" placeholder="https://api.game.example" {...form.getInputProps('host')} />
          <TextInput
            label="Liveness probe"
            description="An http(s) URL checked every minute: 2xx shows Running"
            placeholder="https://api.game.example/healthz"
            {...form.getInputProps('livenessProbe')}
          />
          <Textarea
            label="Deploy steps"
            description="A shell script run on the server over SSH; leave empty for the default below"
            placeholder={DEFAULT_DEPLOY_TEMPLATE}
            autosize
            minRows={6}
            maxRows={16}
            spellCheck={false}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            {...form.getInputProps('deployTemplate')}
          />
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              Variables:
            </Text>
            {DEPLOY_TEMPLATE_VARIABLES.map((v) => (
              <Code key={v} fz="xs">{`{{${v}}}`}</Code>
            ))}
          </Group>
        </Stack>
      </ModalForm>
    </Modal>
  );
}
