// Fault test (issue 10): two server processes on one PostgreSQL database share a queue of 500
// jobs; one is killed with SIGKILL while it runs some. Every job completes exactly once (the
// handler is idempotent by key, the outcome is written only by the claim's holder) and none stays
// running past its lease: the survivor takes the dead one's jobs when their 2 s leases end.
// PostgreSQL only (DATABASE_URL): PGlite is one process's embedded database.
import { scratchDatabase } from './scratchDatabase';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Sql } from 'postgres';
import { buildServer, freePort, startServer, type RunningServer } from './serverProcess';
import { FAULT_KIND } from './jobsFaultPlugin';

const TOTAL = 500;
const LEASE_MS = 2_000;
const DATABASE_URL = process.env.DATABASE_URL;

let sql: Sql;
let databaseUrl = '';
let script = '';
const servers: RunningServer[] = [];
/** One data folder per process (each has its own warehouse file); the records are shared in PostgreSQL. */
const dataDirs: string[] = [];
let dropDatabase = async () => {};

beforeAll(async () => {
  if (!DATABASE_URL) return;
  script = buildServer('tests/fault/jobsFaultServer.ts');
  const { default: postgres } = await import('postgres');
  const db = await scratchDatabase(DATABASE_URL, 'fault_jobs');
  databaseUrl = db.url;
  sql = postgres(databaseUrl, { max: 2, onnotice: () => {} });
  await sql.unsafe(`create table fault_job_runs (id serial primary key, job_id int not null, pid int not null);
    create table fault_job_results (key text primary key, job_id int not null, pid int not null)`);
  dropDatabase = async () => {
    await sql.end();
    await db.drop();
  };
}, 180_000);

afterAll(async () => {
  for (const s of servers) {
    if (s.proc.exitCode === null) {
      s.proc.kill('SIGKILL');
      await s.exited;
    }
  }
  await dropDatabase();
  for (const d of dataDirs) fs.rmSync(d, { recursive: true, force: true });
});

const count = async (query: string): Promise<number> => Number((await sql.unsafe(query))[0].n);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

it.skipIf(!DATABASE_URL)(
  'two processes run 500 jobs, one is SIGKILLed: each job completes exactly once, none stays running past its lease',
  async () => {
    const env = async () => ({
      PORT: String(await freePort()),
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDirs[dataDirs.push(fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-fault-jobs-'))) - 1],
      ADMIN_PASSWORD: 'fault-pass-123',
      DEMO: '0',
      JOB_LEASE_MS: String(LEASE_MS),
      JOB_POLL_MS: '100',
      JOB_CONCURRENCY: '4',
      JOB_RETRY_BASE_MS: '200',
    });
    // One after the other: each applies the migrations at start.
    const victim = await startServer(await env(), 150_000, script);
    servers.push(victim);
    const survivor = await startServer(await env(), 150_000, script);
    servers.push(survivor);

    const started = Date.now();
    await sql.unsafe(`insert into jobs (kind, payload, idempotency_key, max_attempts)
      select '${FAULT_KIND}', jsonb_build_object('key', 'k' || i, 'ms', 20 + (i % 5) * 10), 'k' || i, 3 from generate_series(1, ${TOTAL}) i`);

    // Kill the victim once a good part is done and it holds running jobs.
    const victimRunning = `select count(*) n from jobs where state = 'running' and locked_by like '%:${victim.proc.pid}:%'`;
    let heldAtKill = 0;
    let doneAtKill = 0;
    for (let i = 0; ; i++) {
      doneAtKill = await count(`select count(*) n from jobs where state = 'succeeded'`);
      if (doneAtKill >= TOTAL * 0.3 && (await count(victimRunning)) > 0) break;
      if (doneAtKill >= TOTAL * 0.8 || i > 2_000) throw new Error(`the victim held no running job to kill it on (${doneAtKill} done)`);
      await sleep(5);
    }
    victim.proc.kill('SIGKILL');
    await victim.exited;
    const killedAt = Date.now();
    heldAtKill = await count(victimRunning);
    expect(heldAtKill).toBeGreaterThan(0);

    // Wait on state: every job finished (a stuck job fails the test at the deadline).
    const deadline = Date.now() + 120_000;
    let maxOverdue = 0;
    while ((await count(`select count(*) n from jobs where state in ('queued', 'running')`)) > 0) {
      if (Date.now() > deadline) throw new Error(`jobs still unfinished:\n${survivor.output()}`);
      maxOverdue = Math.max(
        maxOverdue,
        await count(
          `select coalesce(max(extract(epoch from now() - locked_until) * 1000), 0)::int n from jobs where state = 'running' and locked_until < now()`,
        ),
      );
      await sleep(50);
    }
    const seconds = (Date.now() - started) / 1000;

    const states = await sql.unsafe(`select state, count(*)::int n from jobs where kind = '${FAULT_KIND}' group by state`);
    expect(states.map((s) => [s.state, s.n])).toEqual([['succeeded', TOTAL]]);
    expect(await count(`select count(*) n from fault_job_results`)).toBe(TOTAL);
    // Each job's result is its own key, recorded by exactly one run, and the job names that result.
    expect(
      await count(
        `select count(*) n from jobs j join fault_job_results r on r.job_id = j.id and r.key = j.payload->>'key' and j.result->>'key' = r.key`,
      ),
    ).toBe(TOTAL);
    expect(await count(`select count(*) n from jobs where state = 'running'`)).toBe(0);
    const reclaimed = await count(`select count(*) n from jobs where kind = '${FAULT_KIND}' and attempts > 1`);
    expect(reclaimed).toBeGreaterThanOrEqual(heldAtKill);
    // The dead process's jobs were finished by the survivor.
    const runs = await count(`select count(*) n from fault_job_runs`);
    const byVictim = await count(`select count(*) n from fault_job_results where pid = ${victim.proc.pid}`);
    const bySurvivor = await count(`select count(*) n from fault_job_results where pid = ${survivor.proc.pid}`);
    expect(byVictim + bySurvivor).toBe(TOTAL);
    expect(bySurvivor).toBeGreaterThan(0);
    // The survivor stops cleanly on SIGTERM.
    survivor.proc.kill('SIGTERM');
    expect(await survivor.exited).toBe(0);

    console.log(
      [
        `jobs fault test (PostgreSQL, 2 processes, lease ${LEASE_MS / 1000} s, 4 jobs at once each): ${TOTAL} jobs in ${seconds.toFixed(1)} s`,
        `  SIGKILL after ${doneAtKill} had succeeded, while the killed process held ${heldAtKill} running jobs`,
        `  re-claimed after their lease ended: ${reclaimed} (handler runs in all: ${runs}, so ${runs - TOTAL} repeated)`,
        `  each job completed exactly once: ${TOTAL} succeeded, ${TOTAL} results (${byVictim} by the killed process, ${bySurvivor} by the survivor), 0 running`,
        `  longest a dead worker's job sat past its lease before re-claim: ${maxOverdue} ms; all done ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
      ].join('\n'),
    );
  },
  240_000,
);
