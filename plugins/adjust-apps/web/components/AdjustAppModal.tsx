// Create or edit an Adjust app: project (existing projects), platform and token, checked with the
// form's one schema (002 §5 messages). The server's 409 (the platform already has an app) and 400
// (the project was removed) show in the shared error notice.
import { useEffect } from 'react';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { FormButtons, ModalForm, MODAL_FORM_STYLES } from '../../../../core/web/ModalForm';
import type { ProjectSummary } from '../../../../core/shared/project';
import { zodFormErrors } from '../../../../core/shared/zod';
import { toast } from '../../../../core/web/notify';
import { ADJUST_PLATFORMS, TOKEN_MAX, type AdjustAppRow } from '../../shared';
import { adjustAppSchema } from '../../schemas';
import { adjustAppsApi } from '../api';

interface Values {
  projectCode: string;
  platform: string;
  token: string;
}
const EMPTY: Values = { projectCode: '', platform: '', token: '' };
const PLATFORM_OPTIONS = ADJUST_PLATFORMS.map((p) => ({ value: String(p.value), label: p.label }));

/** `editing`: the app to edit, `'new'` to create one, null when closed. */
export function AdjustAppModal(props: {
  editing: AdjustAppRow | 'new' | null;
  projects: ProjectSummary[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { editing } = props;
  const app = editing && editing !== 'new' ? editing : null;
  const form = useForm<Values>({ initialValues: EMPTY, validate: (v) => zodFormErrors(adjustAppSchema, v) });
  useEffect(() => {
    if (editing) form.setValues(app ? { projectCode: app.projectCode, platform: String(app.platform), token: app.token } : EMPTY);
    form.resetDirty();
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [editing]);
  const projectOptions = props.projects.map((p) => ({ value: p.code, label: p.nickname ? `${p.code} · ${p.nickname}` : p.code }));
  // An app of a project the list no longer has still shows its code.
  if (app && !projectOptions.some((o) => o.value === app.projectCode))
    projectOptions.push({ value: app.projectCode, label: app.projectCode });

  const submit = form.onSubmit(async (v) => {
    const r = await adjustAppsApi.save({
      ...(app ? { id: app.id } : {}),
      projectCode: v.projectCode,
      platform: Number(v.platform),
      token: v.token,
    });
    toast(r.message);
    props.onSaved();
  });
  return (
    <Modal opened={!!editing} onClose={props.onClose} title={app ? 'Edit adjust app' : 'Create adjust app'} styles={MODAL_FORM_STYLES}>
      <ModalForm
        onSubmit={submit}
        footer={<FormButtons onCancel={props.onClose} submitting={form.submitting} label={app ? 'Save' : 'Create'} />}
      >
        <Stack>
          {/* Not searchable: a searchable select opens its list on focus, and the modal focuses it first. */}
          <Select
            label="Project"
            placeholder="Choose a project"
            data={projectOptions}
            withAsterisk
            {...form.getInputProps('projectCode')}
          />
          <Select
            label="Platform"
            placeholder="Choose a platform"
            data={PLATFORM_OPTIONS}
            withAsterisk
            {...form.getInputProps('platform')}
          />
          <TextInput
            label="Adjust app token"
            description="As Adjust's dashboard shows it, e.g. k7p2x9m4q1zt"
            maxLength={TOKEN_MAX}
            withAsterisk
            autoComplete="off"
            {...form.getInputProps('token')}
          />
        </Stack>
      </ModalForm>
    </Modal>
  );
}
