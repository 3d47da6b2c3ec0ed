// The "create archive and release" modal (001 "Config center"): a note and the needRelease switch
// (on by default; 001 §3). The server snapshots the namespace's files; with needRelease it
// releases them in the same transaction, and a file that does not parse is refused with its
// name and line, shown here in the modal. Prod releases: owners and admins (the switch is off and
// disabled with the reason for others; an archive alone is still allowed).
import { Alert, Modal, Stack, Switch, Textarea } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { PROD_OWNERS_ONLY } from '../../../../core/shared/access';
import { zodFormErrors } from '../../../../core/shared/zod';
import { FormButtons, ModalForm } from '../../../../core/web/ModalForm';
import { useForm } from '../../../../core/web/form';
import { call, errorMessage } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { releaseEndpoints } from '../../endpoints/releases';
import { createArchiveSchema } from '../../schemas/releases';
import type { CcEnv } from '../../shared';
import { CREATED_TOAST } from './texts';

export interface CreateArchiveModalProps {
  opened: boolean;
  onClose: () => void;
  code: string;
  env: CcEnv;
  nameSpace: string;
  canRelease: boolean;
  /** After the archive (and its release when needRelease) was made. */
  onCreated: (r: { id: number; released: boolean }) => void;
}

export function CreateArchiveModal({ opened, onClose, code, env, nameSpace, canRelease, onCreated }: CreateArchiveModalProps) {
  const form = useForm({ initialValues: { note: '', needRelease: canRelease } });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!opened) return;
    form.setValues({ note: '', needRelease: canRelease });
    form.clearErrors();
    setFailure(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened, canRelease]);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = { env, nameSpace, note: form.values.note, needRelease: form.values.needRelease && canRelease };
    const errors = zodFormErrors(createArchiveSchema, input);
    form.setErrors(errors);
    if (Object.keys(errors).length) return;
    setBusy(true);
    setFailure(null);
    try {
      const { payload } = await call(releaseEndpoints.createArchive, { params: { code }, body: input, quiet: true });
      toast(CREATED_TOAST);
      onCreated({ id: payload.id, released: payload.release !== null });
      onClose();
    } catch (err) {
      // The files' validation (name and line) and every other refusal stay in the modal.
      setFailure(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Create archive and release">
      <ModalForm onSubmit={submit} footer={<FormButtons onCancel={onClose} submitting={busy} label="Create" />}>
        <Stack>
          <Textarea label="Note" autosize minRows={2} maxRows={6} data-autofocus {...form.getInputProps('note')} />
          <Switch
            label="Release it now (needRelease)"
            description={canRelease ? `Releases the archive to ${env}` : PROD_OWNERS_ONLY}
            disabled={!canRelease}
            {...form.getInputProps('needRelease', { type: 'checkbox' })}
          />
          {failure && (
            <Alert color="red" title="Not created" role="alert">
              {failure}
            </Alert>
          )}
        </Stack>
      </ModalForm>
    </Modal>
  );
}
