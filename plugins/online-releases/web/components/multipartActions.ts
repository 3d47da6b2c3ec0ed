// What the Multipart tab and the multipart detail share: the client-version text and the deploy
// (prod asks 'Are you sure to publish to Prod?' first; the caller reloads after it, failed or not).
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { CONFIRM, type MultipartRelease, type OnlineEnv } from '../../shared';
import { multipartApi } from '../api';

export const ruleText = (m: Pick<MultipartRelease, 'rule'>) =>
  m.rule ? `${m.rule.clientVersions[0]} – ${m.rule.clientVersions[1]}` : 'All versions';

/** Deploys one multipart release to an env (prod asks first); true when it was deployed. */
export function multipartDeploy(code: string, after: () => void) {
  return async (m: MultipartRelease, env: OnlineEnv): Promise<boolean> => {
    if (env === 'prod' && !(await confirmAction({ message: CONFIRM.switchProd, danger: true }))) return false;
    try {
      await multipartApi.deploy(code, m.id, env);
      toast('SUCCESS!');
      return true;
    } finally {
      after();
    }
  };
}
