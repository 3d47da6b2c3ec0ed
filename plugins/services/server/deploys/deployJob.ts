// The deploy job (services.deploy): init → running (a heartbeat every few seconds) → the service's
// template, rendered with the deployment's values, run by the server's RemoteRunner → the liveness
// probe → success (result {image, probe}) or failed (result.error; the log kept). It runs once
// (maxAttempts 1, and it only starts a deployment still in init), so a retry never deploys twice;
// a cancel (the deployment no longer running, or the job's signal) stops the remote command.
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { JobFailed, type JobContext } from '../../../../core/server/plugin';
import { DEFAULT_DEPLOY_TEMPLATE, type DeploymentRow } from '../../shared';
import { DEPLOY_MESSAGES, IMAGE_PATTERN } from '../../schemas/deploys';
import { serviceDeployments, servers, services } from '../db';
import { DeployLog, redact, secretPieces } from './deployLog';
import { LocalRunner } from './localRunner';
import { probe, instanceProbeUrl } from './probe';
import type { RemoteRunner } from './runner';
import { deploySettings } from './settings';
import { SshRunner } from './sshRunner';
import { renderTemplate } from './template';

const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '::1'];
type ServerRecord = typeof servers.$inferSelect;

/** A loopback server with no credential deploys on this machine; any other goes over SSH. */
export const isLocalServer = (s: Pick<ServerRecord, 'ip' | 'credentialSealed'>) =>
  LOCAL_HOSTS.includes(s.ip.trim().toLowerCase()) && !s.credentialSealed;

/** The local runner's directory: the server's root dir, a relative one under DATA_DIR. */
export const localRootDir = (rootDir: string, dataDir: string) => path.resolve(dataDir, rootDir || 'services');

/** The image a deploy ran: the last `::image::<ref>` line its script printed, else the image it was given. */
export function imageOf(log: string, given: string): string {
  const lines = [...log.matchAll(/^::image::(\S+)\s*$/gm)].map((m) => m[1]).filter((ref) => IMAGE_PATTERN.test(ref));
  return lines.at(-1) ?? given;
}

export interface DeployJobOptions {
  /** May a loopback server without a credential run here (default: DEPLOY_LOCAL_RUNNER)? The demo's own seeding says yes. */
  localRunner?: boolean;
}

/**
 * The job's handler: a deploy that failed or was aborted fails its job too (JobFailed: the Jobs
 * screen says FAILED, never SUCCEEDED over a failed deploy; not retried). The job carries the
 * service's project, so that project's members may read its status: its error and result name the
 * deployment and its state only; the reason (server addresses, script output) stays on the
 * deployment, which only admins read.
 */
export async function runDeploy(ctx: JobContext<{ deploymentId: number }>, opts: DeployJobOptions = {}): Promise<unknown> {
  const out = await deployOnce(ctx, opts);
  if (out.state === 'failed' || out.state === 'aborted') {
    throw new JobFailed(`Deploy #${out.deploymentId} ${out.state}: its reason and log are on Deploy Info`, {
      deploymentId: out.deploymentId,
      state: out.state,
    });
  }
  return { deploymentId: out.deploymentId, ...(out.skipped ? { skipped: true } : { state: out.state }) };
}

async function deployOnce(
  ctx: JobContext<{ deploymentId: number }>,
  opts: DeployJobOptions,
): Promise<{ deploymentId: number; skipped?: true; state?: string; error?: string }> {
  const { db } = ctx;
  const id = ctx.payload.deploymentId;
  const now = sql`now()`;
  const [d] = await db
    .update(serviceDeployments)
    .set({ state: 'running', heartbeatAt: now, updatedAt: now })
    .where(and(eq(serviceDeployments.id, id), eq(serviceDeployments.state, 'init')))
    .returning();
  // Cancelled before it started, or already run: nothing to do (a deploy never runs twice).
  if (!d) return { deploymentId: id, skipped: true as const };

  const finish = async (state: 'success' | 'failed' | 'aborted', result: DeploymentRow['result']) => {
    await db
      .update(serviceDeployments)
      .set({ state, result, updatedAt: now })
      .where(and(eq(serviceDeployments.id, id), eq(serviceDeployments.state, 'running')));
    return { deploymentId: id, state, ...(result?.error ? { error: result.error } : {}) };
  };

  const [service] = await db.select().from(services).where(eq(services.id, d.serviceId));
  const [server] = await db.select().from(servers).where(eq(servers.id, d.serverId));
  if (!service || !server) return finish('failed', { error: 'The service or its server no longer exists' });

  let credential = '';
  try {
    credential = server.credentialSealed ? ctx.services.secrets.decrypt(server.credentialSealed) : '';
  } catch (e) {
    return finish('failed', { error: `The server's credential cannot be read: ${(e as Error).message}` });
  }
  const pieces = secretPieces(credential);
  const log = new DeployLog(pieces, async (text) => {
    await db.update(serviceDeployments).set({ log: text }).where(eq(serviceDeployments.id, id));
  });

  const stop = new AbortController();
  const onJobAbort = () => stop.abort();
  ctx.signal.addEventListener('abort', onJobAbort, { once: true });
  // The heartbeat; a deployment that is no longer running (cancelled, swept) stops the script.
  const beat = setInterval(async () => {
    try {
      const alive = await db
        .update(serviceDeployments)
        .set({ heartbeatAt: now })
        .where(and(eq(serviceDeployments.id, id), eq(serviceDeployments.state, 'running')))
        .returning({ id: serviceDeployments.id });
      if (!alive.length) stop.abort();
    } catch {
      /* the next beat tries again */
    }
  }, deploySettings.heartbeatMs());
  const progress = (message: string) => ctx.progress(0, null, message).catch(() => {});

  try {
    const local = isLocalServer(server);
    // Queued while the setting was on, run after a restart with it off: refused here too.
    if (local && !(opts.localRunner ?? deploySettings.localRunner()))
      return await finish('failed', { error: DEPLOY_MESSAGES.localRunnerOff });
    if (!local && !credential)
      return await finish('failed', {
        error: `The server ${server.name} has no SSH credential (only a loopback server without one deploys locally)`,
      });
    const rootDir = local ? localRootDir(server.serviceRootDir, ctx.config.dataDir) : server.serviceRootDir;
    const script = renderTemplate(service.deployTemplate.trim() ? service.deployTemplate : DEFAULT_DEPLOY_TEMPLATE, {
      service: service.name,
      env: d.env,
      port: String(d.port),
      branch: d.branch,
      image: d.dockerImageUrl,
      repository: service.repository,
      rootDir,
      ccNamespace: d.ccNamespace,
      deployOnly: d.deployOnly ? '1' : '',
      deploymentId: String(d.id),
      host: server.ip,
    });
    const runner: RemoteRunner = local
      ? new LocalRunner(rootDir)
      : new SshRunner({
          host: server.ip,
          port: server.sshPort,
          username: server.sshUser,
          credential,
          knownHostKey: server.hostKeySha256,
          onNewHostKey: async (fp) => {
            await db
              .update(servers)
              .set({ hostKeySha256: fp })
              .where(and(eq(servers.id, server.id), eq(servers.hostKeySha256, '')));
          },
        });
    log.line(
      `# deploy #${id}: ${service.name} to ${d.env} on ${server.name} (${local ? 'local runner' : `ssh ${server.sshUser}@${server.ip}:${server.sshPort}`}), port ${d.port}`,
    );
    await progress('Running the deploy script');
    const { exitCode } = await runner.run(script, { signal: stop.signal, onOutput: (c) => log.add(c) });
    await log.flush(true);
    if (stop.signal.aborted) {
      log.line('# stopped');
      return await finish('aborted', { error: 'Cancelled: the remote command was stopped' });
    }
    if (exitCode !== 0) {
      log.line(`# the script exited with ${exitCode ?? 'a signal'}`);
      return await finish('failed', { error: `The deploy script exited with ${exitCode ?? 'a signal'}` });
    }
    // Recorded before the probe: if this process dies now, the record must not say aborted about
    // a script that completed (the sweep marks such a deploy failed, saying what is known).
    await db
      .update(serviceDeployments)
      .set({ result: { scriptEnded: true, image: imageOf(log.value, d.dockerImageUrl) || undefined } })
      .where(and(eq(serviceDeployments.id, id), eq(serviceDeployments.state, 'running')));
    const url = instanceProbeUrl(service.livenessProbe, server.ip, d.port);
    const seconds = Math.round(deploySettings.probeMs() / 1000);
    log.line(`# liveness probe: ${url} (up to ${seconds} s)`);
    await progress('Probing the service');
    const p = await probe(url, deploySettings.probeMs(), stop.signal);
    if (stop.signal.aborted) return await finish('aborted', { error: 'Cancelled during the liveness probe' });
    const probeResult = { url, status: p.status, ms: p.ms };
    log.line(`# probe answered ${p.status ?? p.error}`);
    const image = imageOf(log.value, d.dockerImageUrl);
    if (!p.ok)
      return await finish('failed', {
        ...(image ? { image } : {}),
        probe: probeResult,
        error: `The liveness probe ${url} did not answer 2xx within ${seconds} s (last: ${p.status ?? p.error})`,
      });
    return await finish('success', { ...(image ? { image } : {}), probe: probeResult });
  } catch (e) {
    log.line(`# ${redact((e as Error).message, pieces)}`);
    return await finish(stop.signal.aborted ? 'aborted' : 'failed', { error: redact((e as Error).message, pieces) });
  } finally {
    clearInterval(beat);
    ctx.signal.removeEventListener('abort', onJobAbort);
    await log.flush(true);
  }
}
