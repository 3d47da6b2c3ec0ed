// Deploy or replace (002 "deploy/replace"): deploy the apply to its env's game server (owners and
// admins; not for the folder-only apply type: disabled with the reason), or replace the levels'
// default puzzles in the project's folders by the chosen ones (pickPuzzle) for a release type.
import { useEffect, useState } from 'react';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Text, Tooltip } from '@mantine/core';
import { zodFormErrors } from '../../../../core/shared/zod';
import { confirmAction } from '../../../../core/web/dialogs';
import { useForm } from '../../../../core/web/form';
import { toast } from '../../../../core/web/notify';
import { pickPuzzleBodySchema } from '../../schemas';
import { CONFIRM, MESSAGES, TOASTS, type Apply } from '../../shared';
import { appliesApi } from '../api';

type Mode = 'deploy' | 'replace';

export function DeployModal(props: {
  code: string;
  apply: Apply | null;
  releaseTypes: string[];
  folderOnly: boolean;
  mayDeploy: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const { code, apply } = props;
  const [mode, setMode] = useState<Mode>('deploy');
  const [busy, setBusy] = useState(false);
  const form = useForm<{ releaseType: string | null; env: string }>({
    initialValues: { releaseType: null, env: 'sandbox' },
    validate: (v) => zodFormErrors(pickPuzzleBodySchema, v),
  });
  useEffect(() => {
    if (apply) {
      setMode(props.folderOnly ? 'replace' : 'deploy');
      form.setValues({ releaseType: props.releaseTypes.length === 1 ? props.releaseTypes[0] : null, env: apply.env });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [apply]);
  if (!apply)
    return (
      <Modal opened={false} onClose={props.onClose} title="Deploy / Replace">
        {null}
      </Modal>
    );

  const deployRefusal = props.folderOnly ? MESSAGES.folderOnly : !props.mayDeploy ? MESSAGES.deployOwners : null;
  const deploy = async () => {
    if (apply.env === 'prod' && !(await confirmAction({ message: CONFIRM.deployProd, danger: true }))) return;
    setBusy(true);
    try {
      await appliesApi.deploy(code, apply.id, apply.env);
      toast(TOASTS.deployed);
      props.onDone();
    } finally {
      setBusy(false);
    }
  };
  const replace = form.onSubmit(async (v) => {
    const { replaced } = await appliesApi.pickPuzzle(code, apply.id, pickPuzzleBodySchema.parse(v));
    toast(TOASTS.replaced);
    if (replaced.length === 0) toast('The levels play the chosen puzzles already');
    props.onDone();
  });
  return (
    <Modal opened onClose={props.onClose} title={`Deploy / Replace · apply ${apply.id}`}>
      <Stack>
        <SegmentedControl
          aria-label="Action"
          value={mode}
          onChange={(v) => setMode(v as Mode)}
          data={[
            { value: 'deploy', label: 'Deploy to game server' },
            { value: 'replace', label: 'Replace in folders' },
          ]}
        />
        {mode === 'deploy' ? (
          <Stack>
            <Select
              label="Env"
              data={[{ value: apply.env, label: apply.env === 'prod' ? 'Prod' : 'Sandbox' }]}
              value={apply.env}
              readOnly
            />
            <Text size="sm" c="dimmed">
              The game server of {apply.env} then serves this apply&apos;s levels to the game.
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={props.onClose}>
                Cancel
              </Button>
              <Tooltip label={deployRefusal ?? ''} disabled={!deployRefusal}>
                <span style={{ display: 'inline-flex' }}>
                  <Button onClick={() => void deploy()} loading={busy} disabled={!!deployRefusal}>
                    Deploy
                  </Button>
                </span>
              </Tooltip>
            </Group>
            {deployRefusal && (
              <Text size="xs" c="dimmed">
                {deployRefusal}
              </Text>
            )}
          </Stack>
        ) : (
          <form onSubmit={replace} noValidate>
            <Stack>
              <Select
                label="Release type"
                withAsterisk
                data={props.releaseTypes}
                placeholder={props.releaseTypes.length ? 'Select a release type' : 'The project has no release types'}
                {...form.getInputProps('releaseType')}
              />
              <Text size="sm" c="dimmed">
                Each level&apos;s current puzzle in the release type&apos;s folders is replaced by the apply&apos;s puzzle, at the same
                place.
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={props.onClose}>
                  Cancel
                </Button>
                <Button type="submit" loading={form.submitting}>
                  Replace
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
