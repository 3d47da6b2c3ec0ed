// Rolling back, shared by the release panel and the palette: the confirmation names the env
// and the snapshot (core/shared/publish.ts), the call goes to the publishable's own route.
import { confirmAction } from '../dialogs';
import { call } from '../http';
import { toast } from '../notify';
import { rollbackConfirmation, rolledBackToast, ROLLBACK_TITLE, type MoveResponse, type PublishableSpec } from '../../shared/publish';
import type { Env } from '../../shared/constants';

export const rollbackCall = (spec: PublishableSpec, code: string, env: Env, id: number): Promise<MoveResponse> =>
  call(spec.endpoints.rollback, { params: { code }, body: { env, id } });

/** Asks, then rolls back; true when it was done. */
export async function confirmRollback(spec: PublishableSpec, code: string, env: Env, id: number): Promise<boolean> {
  if (
    !(await confirmAction({
      title: ROLLBACK_TITLE,
      message: rollbackConfirmation(env, id),
      confirm: ROLLBACK_TITLE,
      danger: env === 'prod',
    }))
  )
    return false;
  const r = await rollbackCall(spec, code, env, id);
  toast(rolledBackToast(env, id, r.returnId));
  return true;
}
