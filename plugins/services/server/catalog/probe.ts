// Liveness (000 §4 "Service status"): GET the service's livenessProbe with a 5 s timeout;
// 'running' on a 2xx, else what was seen ('http 503', 'unreachable: ECONNREFUSED', 'timeout').
import { eq } from 'drizzle-orm';
import type { Db } from '../../../../core/server/db/connect';
import { SERVICE_STATUS_RUNNING } from '../../shared';
import { services } from '../db';
import type { ServiceRecord } from './rows';

export const PROBE_TIMEOUT_MS = 5_000;
/** What a service without a liveness probe shows (Error! on the screen: nothing says it runs). */
export const NO_PROBE = 'no liveness probe';
/** Probes at once in the schedule's pass. */
const PARALLEL = 8;

/** The status a probe of `url` sees; never throws. */
export async function probeUrl(url: string, opts: { timeoutMs?: number; signal?: AbortSignal } = {}): Promise<string> {
  if (!url) return NO_PROBE;
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? PROBE_TIMEOUT_MS);
  const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
  try {
    const res = await fetch(url, { method: 'GET', signal, redirect: 'follow', headers: { 'User-Agent': 'liveops-console-probe' } });
    // The body is not needed: release the connection.
    await res.body?.cancel().catch(() => undefined);
    return res.status >= 200 && res.status < 300 ? SERVICE_STATUS_RUNNING : `http ${res.status}`;
  } catch (e) {
    if (timeout.aborted) return 'timeout';
    if (opts.signal?.aborted) return 'cancelled';
    const err = e as { cause?: { code?: string; message?: string }; message?: string };
    const code = err.cause?.code ?? err.cause?.message ?? err.message ?? 'error';
    return `unreachable: ${String(code).slice(0, 200)}`;
  }
}

/** Probes one service and stores what it saw. */
export async function probeService(
  db: Db,
  s: Pick<ServiceRecord, 'id' | 'livenessProbe'>,
  signal?: AbortSignal,
): Promise<{ status: string; statusCheckedAt: Date }> {
  const status = await probeUrl(s.livenessProbe, { signal });
  const statusCheckedAt = new Date();
  // The status columns only: a probe is not an edit (updatedAt stays).
  await db.update(services).set({ status, statusCheckedAt }).where(eq(services.id, s.id));
  return { status, statusCheckedAt };
}

/** One pass over every service (the schedule's job). */
export async function probeAll(db: Db, signal?: AbortSignal): Promise<{ probed: number; running: number }> {
  const all = await db.select({ id: services.id, livenessProbe: services.livenessProbe }).from(services);
  let running = 0;
  for (let i = 0; i < all.length && !signal?.aborted; i += PARALLEL) {
    const results = await Promise.all(all.slice(i, i + PARALLEL).map((s) => probeService(db, s, signal)));
    running += results.filter((r) => r.status === SERVICE_STATUS_RUNNING).length;
  }
  return { probed: all.length, running };
}
