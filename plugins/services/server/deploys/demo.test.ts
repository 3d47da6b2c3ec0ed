// The demo's deployments ran for real on the local runner: successes with a probe, one failure
// with its log, a rollback of an exact image, and nothing left listening on their ports.
import net from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../../../../tests/api/harness';
import { serviceDeployments } from '../db';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['services'], demo: ['services'] });
}, 180_000);
afterAll(() => t?.close());

const listening = (port: number) =>
  new Promise<boolean>((r) => {
    const c = net.connect(port, '127.0.0.1', () => (c.end(), r(true)));
    c.on('error', () => r(false));
  });

it('seeds real deployments: successes, a failed one with its log, a rollback; no process left running', async () => {
  const rows = await t.db.select().from(serviceDeployments).orderBy(serviceDeployments.id);
  expect(rows.length).toBeGreaterThanOrEqual(5);
  const ok = rows.filter((d) => d.state === 'success');
  expect(ok.length).toBeGreaterThanOrEqual(4);
  for (const d of ok) {
    expect(d.result?.probe?.status).toBe(200);
    expect(d.log).toContain('started');
  }
  const failed = rows.filter((d) => d.state === 'failed');
  expect(failed).toHaveLength(1);
  expect(failed[0].log).toContain('undefined: matchQueue');
  expect(failed[0].result?.error).toBe('The deploy script exited with 2');
  const rb = rows.find((d) => d.rollbackOf !== null)!;
  expect(rb.dockerImageUrl).toBe(rows.find((d) => d.id === rb.rollbackOf)!.result!.image);
  expect(rows.every((d) => d.jobId !== null)).toBe(true);
  // Each demo server exits once probed (its own failsafe is 30 s): wait on that state, bounded well under it.
  await vi.waitFor(
    async () => {
      for (const d of rows) expect(await listening(d.port), `port ${d.port}`).toBe(false);
    },
    { timeout: 10_000, interval: 100 },
  );
}, 60_000);
