// The deploy modal (000 §2.13, §5 "Deploy: env, server, port (min 1), branch, ccNamespace
// required"): env dev/sandbox/prod, server, port, branch, ccNamespace ('default'), deployOnly,
// docker image. The deploy schema validates here and on the server.
import { Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import { zodFormErrors } from '../../../../core/shared/zod';
import { useForm } from '../../../../core/web/form';
import { FormButtons, MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { deployBodySchema } from '../../schemas/deploys';
import { DEFAULT_CC_NAMESPACE, DEPLOY_ENVS, type DeploymentRow } from '../../shared';
import { refused } from '../../../../core/web/refused';
import { useTypeAhead } from './typeAhead';
import { deploysApi } from './api';

export interface DeployPrefill {
  env?: string;
}

interface Values {
  env: string | null;
  serverId: string | null;
  port: number | string;
  branch: string;
  ccNamespace: string;
  deployOnly: boolean;
  dockerImageUrl: string;
}

const ENV_OPTIONS = DEPLOY_ENVS.map((e) => ({ value: e, label: e }));

const toBody = (v: Values) => ({
  ...v,
  serverId: v.serverId ? Number(v.serverId) : undefined,
  env: v.env ?? undefined,
  port: v.port === '' ? undefined : v.port,
});

export function DeployModal(props: {
  opened: boolean;
  service: { id: number; name: string };
  servers: { id: number; name: string; ip: string }[];
  prefill: DeployPrefill;
  onClose: () => void;
  onDeployed: (d: DeploymentRow) => void;
}) {
  const initial: Values = {
    env: props.prefill.env ?? null,
    serverId: null,
    port: '',
    branch: 'master',
    ccNamespace: DEFAULT_CC_NAMESPACE,
    deployOnly: false,
    dockerImageUrl: '',
  };
  const form = useForm<Values>({ initialValues: initial, validate: (v) => zodFormErrors(deployBodySchema, toBody(v)) });
  const envTypeAhead = useTypeAhead(ENV_OPTIONS, (v) => form.setFieldValue('env', v));
  const submit = form.onSubmit(async (v) => {
    try {
      const r = await deploysApi.deploy(props.service.id, deployBodySchema.parse(toBody(v)));
      toast(r.message);
      form.reset();
      props.onDeployed(r.deployment);
    } catch (e) {
      // A refusal (409: one already running; the local runner off) is shown, not thrown on.
      refused(e, form.setErrors);
    }
  });
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={`Deploy ${props.service.name}`} styles={MODAL_FORM_STYLES}>
      <ModalForm onSubmit={submit} footer={<FormButtons onCancel={props.onClose} submitting={form.submitting} label="Deploy" />}>
        <Stack>
          <Select
            label="Env"
            withAsterisk
            data={[...DEPLOY_ENVS]}
            allowDeselect={false}
            data-autofocus
            {...form.getInputProps('env')}
            // Typing picks an env ("p" → prod), as a native select does.
            onKeyDown={envTypeAhead}
          />
          <Select
            label="Server"
            withAsterisk
            searchable
            nothingFoundMessage="No servers: add one on the Servers screen"
            data={props.servers.map((s) => ({ value: String(s.id), label: `${s.name} (${s.ip})` }))}
            {...form.getInputProps('serverId')}
          />
          <NumberInput
            label="Port"
            withAsterisk
            min={1}
            max={65535}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('port')}
          />
          <TextInput label="Branch" withAsterisk {...form.getInputProps('branch')} />
          <TextInput
            label="ccNamespace"
            withAsterisk
            description="The config center namespace the service reads"
            {...form.getInputProps('ccNamespace')}
          />
          <TextInput
            label="Docker image"
            placeholder="registry.example.com/team/app:1.2.3"
            description="Empty: build the branch on the server"
            {...form.getInputProps('dockerImageUrl')}
          />
          <Switch
            label="Deploy only"
            description="Skip the pull or build: restart what the server already has"
            {...form.getInputProps('deployOnly', { type: 'checkbox' })}
          />
        </Stack>
      </ModalForm>
    </Modal>
  );
}
