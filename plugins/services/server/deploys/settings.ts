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
};

export const JOB_DEPLOY = 'services.deploy';
export const JOB_SWEEP = 'services.deploySweep';
export const STALE_MESSAGE = 'the worker running it stopped reporting';
