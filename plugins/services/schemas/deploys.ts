// Deploy (000 §5 "Deploy: env, server, port (min 1), branch, ccNamespace required"): one schema for
// the deploy modal and POST /v1/admin/services/{id}/deploy. Branch, image and namespace go into a
// shell script (each value is shell-quoted as well), so they must also match strict patterns.
import { z } from 'zod';
import { idField, isRowId, pagingFields } from '../../../core/shared/zod';
import { DEFAULT_CC_NAMESPACE, DEPLOY_ENVS, DEPLOYMENTS_PAGE_SIZE } from '../shared';

export const DEPLOY_MESSAGES = {
  env: 'Please select env',
  server: 'Please select server',
  port: 'Please input port',
  portRange: 'The port is from 1 to 65535',
  branch: 'Please input branch',
  branchPattern: 'A branch has letters, digits and . _ / - only (not starting with - or containing ..)',
  ccNamespace: 'Please input ccNamespace',
  ccNamespacePattern: 'A namespace has letters, digits and . _ - only',
  imagePattern: 'A docker image such as registry.example.com/team/app:1.2.3 (letters, digits and . _ / : @ -)',
  deployed: 'Deploy started',
  oneActive: 'A deploy of this service to this env is already running: wait for it or cancel it',
  notActive: 'Only a deploy that is still running can be cancelled',
  cancelled: 'Deploy cancelled',
  noImage: 'Only a successful deploy that ran an image can be rolled back to',
  rolledBack: 'Rollback started',
  localRunnerOff:
    'The local runner is off: this console does not run deploy scripts on its own host. Start it with DEPLOY_LOCAL_RUNNER=1 to allow it, or give the server an SSH credential',
} as const;

export const BRANCH_PATTERN = /^(?!-)(?!.*\.\.)[A-Za-z0-9._/-]{1,200}$/;
export const NAMESPACE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;
export const IMAGE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/:@-]{0,511}$/;

const port = z.preprocess(
  (v) => (v === '' || v === null ? undefined : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z
    .number({ error: (i) => (i.input === undefined ? DEPLOY_MESSAGES.port : DEPLOY_MESSAGES.portRange) })
    .int(DEPLOY_MESSAGES.portRange)
    .min(1, DEPLOY_MESSAGES.portRange)
    .max(65535, DEPLOY_MESSAGES.portRange),
);

export const deployBodySchema = z.object({
  env: z.enum(DEPLOY_ENVS, { error: DEPLOY_MESSAGES.env }),
  serverId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idField(DEPLOY_MESSAGES.server)),
  port,
  branch: z
    .string({ error: DEPLOY_MESSAGES.branch })
    .trim()
    .min(1, DEPLOY_MESSAGES.branch)
    .regex(BRANCH_PATTERN, DEPLOY_MESSAGES.branchPattern),
  ccNamespace: z
    .string({ error: DEPLOY_MESSAGES.ccNamespace })
    .trim()
    .min(1, DEPLOY_MESSAGES.ccNamespace)
    .regex(NAMESPACE_PATTERN, DEPLOY_MESSAGES.ccNamespacePattern)
    .default(DEFAULT_CC_NAMESPACE),
  deployOnly: z.boolean().default(false),
  dockerImageUrl: z.union([z.literal(''), z.string().trim().regex(IMAGE_PATTERN, DEPLOY_MESSAGES.imagePattern)]).default(''),
});
export type DeployBody = z.output<typeof deployBodySchema>;
export type DeployForm = z.input<typeof deployBodySchema>;

export const deploymentsQuerySchema = z.object({
  ...pagingFields([DEPLOYMENTS_PAGE_SIZE], DEPLOYMENTS_PAGE_SIZE),
  env: z.enum(DEPLOY_ENVS, { error: DEPLOY_MESSAGES.env }).optional(),
});

/** A path id (the service, the deployment): a row id, else 404 in the handler. */
export const isPathId = (s: string) => /^\d{1,10}$/.test(s) && isRowId(Number(s));
