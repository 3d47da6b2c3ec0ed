// Upload a message to the sandbox or prod game server. Prod asks first, needs the owner or an
// admin, and takes only what sandbox was given (an edit drops the sandbox return id).
import { useEffect, useState } from 'react';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { PROD_OWNERS_ONLY } from '../../../../core/shared/access';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { CONFIRM, platformLabel, TOASTS, type InSiteMessage } from '../../shared';
import { messagesApi } from '../api';

type Env = 'sandbox' | 'prod';

export function UploadModal(props: {
  code: string;
  message: InSiteMessage | null;
  canProd: boolean;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const { code, message, canProd, onClose, onUploaded } = props;
  const [env, setEnv] = useState<Env | ''>('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setEnv('');
    setError('');
  }, [message]);
  if (!message) return null;
  const onSandbox = !!message.extra.sandbox_returnId;
  const prodBlocked = !canProd ? PROD_OWNERS_ONLY : !onSandbox ? 'Upload to sandbox first' : '';

  const upload = async () => {
    if (!env) return setError('Please select env');
    if (env === 'prod' && !(await confirmAction({ title: 'WARNING!', message: CONFIRM.uploadProd, danger: true }))) return;
    setBusy(true);
    try {
      await messagesApi.upload(code, { platform: message.platform, env, id: message.id });
      toast(TOASTS.uploaded);
      onUploaded();
    } catch {
      /* the error notice shows the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`Upload message id: ${message.id}`}>
      <Stack>
        <Text size="sm">
          {platformLabel(message.platform)} · country <b>{message.country}</b> · {message.config.messages.length} message(s)
        </Text>
        <Radio.Group
          label="Env"
          withAsterisk
          value={env}
          onChange={(v) => {
            setEnv(v as Env);
            setError('');
          }}
          error={error || undefined}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="sandbox" label="sandbox" />
            <Radio value="prod" label="prod" disabled={!!prodBlocked} description={prodBlocked || undefined} />
          </Stack>
        </Radio.Group>
        {onSandbox && (
          <Alert color="green" variant="light">
            On sandbox as return id #{message.extra.sandbox_returnId}.
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void upload()} loading={busy}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
