// Create or edit a server (000 §5: name, ip, serviceRootDir required, values trimmed). The
// credential is write-only: on edit the box is empty with a "set" badge; empty keeps the stored one.
import { useEffect } from 'react';
import { Badge, Checkbox, Group, Modal, NumberInput, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodFormErrors } from '../../../../core/shared/zod';
import { useForm } from '../../../../core/web/form';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { serverBodySchema } from '../../schemas/catalog';
import type { ServerRow } from '../../shared';
import { refused } from '../../../../core/web/refused';
import { catalogApi } from './api';

interface Values {
  name: string;
  ip: string;
  intranetIp: string;
  sshUser: string;
  sshPort: number | string;
  serviceRootDir: string;
  credential: string;
  clearCredential: boolean;
}

const EMPTY: Values = {
  name: '',
  ip: '',
  intranetIp: '',
  sshUser: 'root',
  sshPort: 22,
  serviceRootDir: '',
  credential: '',
  clearCredential: false,
};

/** `server`: null closed, 'new' to create, a row to edit. */
export function ServerModal({ server, onClose, onSaved }: { server: ServerRow | 'new' | null; onClose: () => void; onSaved: () => void }) {
  const editing = server && server !== 'new' ? server : null;
  const form = useForm<Values>({ initialValues: EMPTY, validate: (v) => zodFormErrors(serverBodySchema, v) });
  useEffect(() => {
    form.setValues(editing ? { ...EMPTY, ...editing, credential: '', clearCredential: false } : EMPTY);
    form.resetDirty();
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [server]);

  const submit = form.onSubmit(async (v) => {
    try {
      const body = { ...v, sshPort: Number(v.sshPort) };
      const r = editing ? await catalogApi.updateServer(editing.id, body) : await catalogApi.createServer(body);
      toast(r.message);
      onSaved();
    } catch (e) {
      refused(e, form.setErrors);
    }
  });
  const credentialSet = !!editing?.credentialSet;
  return (
    <Modal
      opened={!!server}
      onClose={onClose}
      title={editing ? `Edit server ${editing.name}` : 'Create server'}
      size="lg"
      styles={MODAL_FORM_STYLES}
    >
      <ModalForm
        onSubmit={submit}
        footer={<FormButtons onCancel={onClose} submitting={form.submitting} label={editing ? 'Save' : 'Create'} />}
      >
        <Stack>
          <TextInput label="Name" withAsterisk data-autofocus {...form.getInputProps('name')} />
          <SimpleGrid cols={2}>
            <TextInput label="IP" description="IPv4, IPv6 or host name" withAsterisk {...form.getInputProps('ip')} />
            <TextInput label="Intranet IP" {...form.getInputProps('intranetIp')} />
            <TextInput label="SSH user" {...form.getInputProps('sshUser')} />
            <NumberInput label="SSH port" min={1} max={65535} allowDecimal={false} {...form.getInputProps('sshPort')} />
          </SimpleGrid>
          <TextInput
            label="Service root dir"
            description="Where services are deployed, e.g. /srv/services"
            withAsterisk
            {...form.getInputProps('serviceRootDir')}
          />
          <Textarea
            label={
              <Group gap={6} component="span">
                <span>Credential</span>
                {credentialSet && !form.values.clearCredential && (
                  <Badge size="xs" color="green" variant="light" component="span" role="img" aria-label="A credential is set">
                    set
                  </Badge>
                )}
              </Group>
            }
            description="An SSH private key (PEM or OpenSSH) or a password; stored encrypted and never shown again"
            placeholder={credentialSet ? 'Leave empty to keep the current one' : '-----BEGIN OPENSSH PRIVATE KEY-----'}
            autosize
            minRows={3}
            maxRows={10}
            autoComplete="off"
            spellCheck={false}
            disabled={form.values.clearCredential}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 12 } }}
            {...form.getInputProps('credential')}
          />
          {credentialSet && (
            <Checkbox label="Clear the stored credential" {...form.getInputProps('clearCredential', { type: 'checkbox' })} />
          )}
          {!editing && (
            <Text size="xs" c="dimmed">
              Without a credential only a loopback server (127.0.0.1) deploys: on this machine, without SSH.
            </Text>
          )}
        </Stack>
      </ModalForm>
    </Modal>
  );
}
