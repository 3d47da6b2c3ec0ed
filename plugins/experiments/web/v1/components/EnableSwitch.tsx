// An env's enable switch in a v1 experiment's row (001 §4): on is Running, off Closed. Owners
// and admins only, and only where the experiment is deployed; otherwise disabled with the reason
// as its tooltip. Prod asks first.
import { useState } from 'react';
import { Switch, Tooltip } from '@mantine/core';
import type { Env } from '../../../../../core/shared/constants';
import { confirmAction } from '../../../../../core/web/dialogs';
import { toast } from '../../../../../core/web/notify';
import type { ExperimentV1 } from '../../../endpoints/v1';
import { V1_MESSAGES } from '../../../schemas/v1';
import { v1Api } from '../api';

export const PROD_SWITCH_CONFIRM = 'Are you sure to change status on Prod?';

export function EnableSwitch(props: { code: string; experiment: ExperimentV1; env: Env; canChange: boolean; onChanged: () => void }) {
  const { code, experiment, env, canChange, onChanged } = props;
  const deploy = env === 'prod' ? experiment.prodDeploy : experiment.sandboxDeploy;
  const [busy, setBusy] = useState(false);
  const reason = !canChange ? V1_MESSAGES.ownersOnly : !deploy ? V1_MESSAGES.notDeployed(env) : null;
  const label = `${env === 'prod' ? 'Prod' : 'Sandbox'} of ${experiment.name}: ${deploy ? (deploy.enable ? 'Running' : 'Closed') : 'not deployed'}`;
  const change = async (enable: boolean) => {
    if (env === 'prod' && !(await confirmAction({ title: 'Prod', message: PROD_SWITCH_CONFIRM }))) return;
    setBusy(true);
    try {
      await v1Api.switchEnable(code, experiment.id, env, enable);
      toast('Success');
      onChanged();
    } catch {
      /* a refusal (an overlap's 409): the error notice shows the server's message */
    } finally {
      setBusy(false);
    }
  };
  const control = (
    <Switch
      aria-label={reason ? `${label} (${reason})` : label}
      checked={!!deploy?.enable}
      disabled={!!reason || busy}
      onChange={(e) => void change(e.currentTarget.checked)}
      color="teal"
    />
  );
  if (!reason) return control;
  return (
    <Tooltip label={reason} multiline maw={260}>
      <span style={{ display: 'inline-flex' }}>{control}</span>
    </Tooltip>
  );
}
