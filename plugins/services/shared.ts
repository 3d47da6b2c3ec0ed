// Plugin `services` (000 §2.3 Services Info, §2.10 Servers, §2.13 Deploy Info, §3 service,
// deployment, server, §4 deploy states, §5, §7; 001 Service api logs, §3, §7 Admin services, §9).
// The console's admin area for a studio's backend services: the servers they run on (SSH
// credentials encrypted at rest), the services and their liveness, real deploys over SSH as jobs,
// and the API error counts the services report.
// Zod-free (the web manifest imports it): schemas in schemas/, endpoints in endpoints/.

import type { RightDecl } from '../../core/shared/access';

export const PLUGIN_ID = 'services';

export const paths = {
  /** 000 §2.3 Services Info (route not shown): the admin area. */
  services: '/admin/services',
  /** 000 §2.13 Deploy Info: the named route ManDeployments with params key=service and id. */
  deployments: '/admin/deployments/:key/:id',
  /** 001 Service api logs: the named route ManServicesApiLogs, an optional service id. */
  apiLogs: '/admin/services/apiLogs/:id?',
  /** 000 §2.10 Servers. */
  servers: '/admin/servers',
  /** Issue 29 #13: a project's services for its operators (status, latest deploys, api logs), read-only. */
  projectServices: '/:code/services',
} as const;

/** The route names the spec uses (000 §2.3). */
export const ROUTE_NAMES = { deployments: 'ManDeployments', apiLogs: 'ManServicesApiLogs' } as const;

/** The API prefixes (001 §7 "Admin services", 000 §7 "Servers"). */
export const API = { services: '/v1/admin/services', servers: '/v1/admin/servers', projectServices: '/v1/:code/services' } as const;

// ---- The operators' right (issue 29 #13): read-only, the project's own services. Servers,
// credentials, tokens and deploy actions stay admin-only. LIMIT users stay out even with it.

export const RIGHT_SERVICES = 'services';
export const rights: RightDecl[] = [
  { name: RIGHT_SERVICES, url: paths.projectServices, title: 'Services (status, latest deploys, api logs)' },
];

// ---- Constants (000 §4, §9; 001 §9)

/** Deployments may also go to dev (000 §9). */
export const DEPLOY_ENVS = ['dev', 'sandbox', 'prod'] as const;
export type DeployEnv = (typeof DEPLOY_ENVS)[number];

/** 000 §4 "Service deploy state": init, running, aborted, success, failed. */
export const DEPLOY_STATES = ['init', 'running', 'aborted', 'success', 'failed'] as const;
export type DeployState = (typeof DEPLOY_STATES)[number];
/** The labels; any other value shows UNKNOWN. */
export const DEPLOY_STATE_LABELS: Record<DeployState, string> = {
  init: 'init',
  running: 'running ...',
  aborted: 'aborted',
  success: 'success',
  failed: 'failed !',
};
/** The tag colours, in the states' order: blue, geekblue, orange, green, red (antd's geekblue is Mantine's indigo). */
export const DEPLOY_STATE_COLORS: Record<DeployState, string> = {
  init: 'blue',
  running: 'indigo',
  aborted: 'orange',
  success: 'green',
  failed: 'red',
};
export const deployStateLabel = (s: string) => (DEPLOY_STATE_LABELS as Record<string, string>)[s] ?? 'UNKNOWN';
/** States a deployment is still active in: one active deploy per service and env. */
export const ACTIVE_DEPLOY_STATES: readonly DeployState[] = ['init', 'running'];

/** 000 §4 "Service status": running shows Running; anything else shows Error!. */
export const SERVICE_STATUS_RUNNING = 'running';
export const serviceStatusLabel = (s: string | null | undefined) => (s === SERVICE_STATUS_RUNNING ? 'Running' : 'Error!');

/** 000 §9: services 15 a page (15/20/50/100), auto-refresh every 300000 ms; servers 15; deployments 15. */
export const SERVICES_PAGE_SIZE = 15;
export const SERVICES_PAGE_SIZES = [15, 20, 50, 100] as const;
export const SERVICES_REFRESH_MS = 300_000;
export const SERVERS_PAGE_SIZE = 15;
export const DEPLOYMENTS_PAGE_SIZE = 15;
/** 001 §9: service api logs 15 (options 15, 20, 30, 50); counts at or above 5 are red. */
export const API_LOGS_PAGE_SIZE = 15;
export const API_LOGS_PAGE_SIZES = [15, 20, 30, 50] as const;
export const API_LOG_THRESHOLD = 5;

/** 000 §3: a deployment's ccNamespace defaults to 'default'. */
export const DEFAULT_CC_NAMESPACE = 'default';

/**
 * A service's deploy steps (beyond the spec: "the steps are a per-service template"): a shell
 * script run on the server over SSH, with {{variables}} filled from the deployment
 * (DEPLOY_TEMPLATE_VARIABLES). Every value is filled in already shell-quoted ('' when empty), so a
 * template writes {{image}}, never "{{image}}". {{deployOnly}} is 1 or ''. The default pulls and
 * runs the docker image on the port, or builds the branch when no image is given; deployOnly skips
 * the pull or the build and only (re)starts what the server already has. A script may print a line
 * `::image::<ref>` to name the exact image it ran (what a rollback redeploys).
 */
export const DEPLOY_TEMPLATE_VARIABLES = [
  'service',
  'env',
  'port',
  'branch',
  'image',
  'repository',
  'rootDir',
  'ccNamespace',
  'deployOnly',
  'deploymentId',
  'host',
] as const;
export const DEFAULT_DEPLOY_TEMPLATE = `set -eu
cd {{rootDir}}
name={{service}}-{{env}}
if [ -n {{image}} ]; then
  image={{image}}
  [ -n {{deployOnly}} ] || docker pull "$image"
else
  image={{service}}:$(printf %s {{branch}} | tr / -)
  if [ -z {{deployOnly}} ]; then
    [ -d {{service}} ] || git clone {{repository}} {{service}}
    (cd {{service}} && git fetch origin && git checkout {{branch}} && git pull --ff-only origin {{branch}} && docker build -t "$image" .)
  fi
fi
docker rm -f "$name" 2>/dev/null || true
docker run -d --name "$name" -p {{port}}:{{port}} -e PORT={{port}} -e CC_NAMESPACE={{ccNamespace}} "$image"
echo "::image::$(docker inspect --format '{{index .RepoDigests 0}}' "$image" 2>/dev/null || echo "$image")"
`;

// ---- Rows (what the API answers)

/** 000 §3 Server. The credential is write-only: the API says whether one is set, never its value. */
export interface ServerRow {
  id: number;
  name: string;
  ip: string;
  intranetIp: string;
  /** SSH login user and port (beyond the spec: an SSH connection needs them). */
  sshUser: string;
  sshPort: number;
  credentialSet: boolean;
  serviceRootDir: string;
  updatedAt: string;
}

/** 000 §3 Service deployment. */
export interface DeploymentRow {
  id: number;
  serviceId: number;
  env: DeployEnv;
  serverId: number;
  server: { name: string };
  port: number;
  ccNamespace: string;
  branch: string;
  deployOnly: boolean;
  dockerImageUrl: string;
  state: string;
  /** What the deploy produced: the image it ran, the probe's answer, the error. */
  /** `scriptEnded`: the script ran to its end (exit 0) and the liveness probe is under way. */
  result: { image?: string; probe?: { url: string; status: number | null; ms: number }; error?: string; scriptEnded?: boolean } | null;
  /** The deployment this one redeploys (a rollback), if any. */
  rollbackOf: number | null;
  jobId: number | null;
  operator: string;
  createdAt: string;
  updatedAt: string;
}

/** 000 §3 Service; 001 §3 Service (admin). */
export interface ServiceRow {
  id: number;
  name: string;
  projectCode: string;
  repository: string;
  host: string;
  livenessProbe: string;
  /** running, or what the last probe saw (Error! on the screen). */
  status: string;
  statusCheckedAt: string | null;
  deployTemplate: string;
  /** Whether the service has a token to report its API errors with (write-only, shown once). */
  apiTokenSet: boolean;
  updatedAt: string;
  /** The latest deployment per env (the expandable table). */
  service_deployments: DeploymentRow[];
}

/** 001 §3 Service api log. */
export interface ApiLogRow {
  id: number;
  server: { name: string };
  api: string;
  errCode: string;
  count: number;
  updatedAt: string;
}
