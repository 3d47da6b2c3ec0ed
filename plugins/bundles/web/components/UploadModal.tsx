// Upload a platform's bundles to sandbox or prod. The env is required; each bundle is checked
// against the server's clock first (000 §5); prod asks first and is for owners and admins.
import { useEffect, useState } from 'react';
import { Alert, Button, Group, List, Modal, Radio, Stack, Text } from '@mantine/core';
import { PROD_OWNERS_ONLY } from '../../../../core/shared/access';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { CONFIRM, MESSAGES, platformLabel, preUploadErrors, TOASTS, type Bundle } from '../../shared';
import { bundlesApi, type Env } from '../api';
import { scheduleText, TypeBadge } from './bundleParts';

export function UploadModal(props: {
  code: string;
  opened: boolean;
  platform: number;
  bundles: Bundle[];
  /** The server's clock now (unix seconds). */
  serverNow: () => number;
  canProd: boolean;
  onClose: () => void;
  onUploaded: () => void;
}) {
  const { code, opened, platform, bundles, serverNow, canProd, onClose, onUploaded } = props;
  const [env, setEnv] = useState<Env | ''>('');
  const [envError, setEnvError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (opened) {
      setEnv('');
      setEnvError('');
    }
  }, [opened]);
  const problems = opened ? preUploadErrors(bundles, serverNow()) : [];

  const upload = async () => {
    if (!env) return setEnvError(MESSAGES.envRequired);
    if (env === 'prod' && !(await confirmAction({ title: 'WARNING!', message: CONFIRM.uploadProd, danger: true }))) return;
    setBusy(true);
    try {
      await bundlesApi.upload(code, platform, env);
      toast(TOASTS.uploaded);
      onUploaded();
    } catch {
      /* the error notice shows the server's message */
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Upload ${platformLabel(platform)} bundles`} size={640}>
      <Stack>
        <Radio.Group
          label="Env"
          withAsterisk
          value={env}
          onChange={(v) => {
            setEnv(v as Env);
            setEnvError('');
          }}
          error={envError || undefined}
        >
          <Group mt="xs">
            <Radio value="sandbox" label="sandbox" />
            <Radio value="prod" label="prod" disabled={!canProd} description={canProd ? undefined : PROD_OWNERS_ONLY} />
          </Group>
        </Radio.Group>
        <Text size="sm">
          The game server gets the whole set of {bundles.length} bundle{bundles.length === 1 ? '' : 's'}:
        </Text>
        <List size="sm" spacing={4}>
          {bundles.map((b) => (
            <List.Item key={b.id} icon={<TypeBadge type={b.content.type} />}>
              <b>{b.name}</b>{' '}
              <Text span size="xs" c="dimmed">
                {scheduleText(b.content)}
              </Text>
            </List.Item>
          ))}
        </List>
        {problems.length > 0 && (
          <Alert color="red" title="Fix these before uploading" role="alert">
            <List size="sm">
              {problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void upload()} loading={busy} disabled={problems.length > 0}>
            Upload
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
