// The deploys' timings (environment, read when used so tests and operators can tune them).
const num = (name: string, fallback: number) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : fallback;
};

export const deploySettings = {
  /** How long the liveness probe is retried after the script ends (DEPLOY_PROBE_SECONDS, 60). */
  probeMs: () => num('DEPLOY_PROBE_SECONDS', 60) * 1000,
  /** How often a running deploy renews its heartbeat (DEPLOY_HEARTBEAT_MS, 3000). */
  heartbeatMs: () => num('DEPLOY_HEARTBEAT_MS', 3_000),
  /** A running deploy whose heartbeat is older is marked aborted (DEPLOY_STALE_SECONDS, 120). */
  staleMs: () => num('DEPLOY_STALE_SECONDS', 120) * 1000,
  /**
   * Whether a loopback server without a credential may deploy on the console's own host
   * (DEPLOY_LOCAL_RUNNER=1; off by default: it runs an admin's script as the console's user).
   * `npm start` (the demo) and the tests turn it on.
   */
  localRunner: () => process.env.DEPLOY_LOCAL_RUNNER === '1',
};

export const JOB_DEPLOY = 'services.deploy';
export const JOB_SWEEP = 'services.deploySweep';
/** Why the Jobs screen offers no Retry for a deploy job. */
export const DEPLOY_NOT_RETRIED = 'A deploy runs once: start a new deploy (or a rollback) from Deploy Info';
export const STALE_MESSAGE = 'the worker running it stopped reporting (its script is stopped with it)';
/** A stale deploy whose script had completed: the probe's answer is what is not known. */
export const STALE_AFTER_SCRIPT_MESSAGE =
  'The deploy script completed (exit 0), then the worker running it stopped reporting during the liveness probe: check the service, or deploy again';
