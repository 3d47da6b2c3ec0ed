// The demo: devices in twelve zones, tasks in every status, and counters that equal the ledger
// (the planner and the send job ran on the demo data; nothing is made up).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ADMIN, startTestApp, type TestApp } from '../../../tests/api/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ plugins: ['push'], demo: true });
}, 180_000);
afterAll(() => t?.close());

const rows = async <T>(q: ReturnType<typeof sql>): Promise<T[]> => {
  const r = (await t.db.execute(q)) as unknown;
  return (Array.isArray(r) ? r : (r as { rows: T[] }).rows) as T[];
};

it('seeds jigsaw and words with devices in 12 zones and tasks in every status, counters from the ledger', async () => {
  const zones = await rows<{ project_code: string; n: number }>(
    sql`select project_code, count(distinct timezone)::int n from push_devices group by project_code order by 1`,
  );
  expect(zones).toEqual([
    { project_code: 'jigsaw', n: 12 },
    { project_code: 'words', n: 12 },
  ]);
  const statuses = await rows<{ status: number }>(sql`select distinct status from push_tasks where project_code = 'jigsaw' order by 1`);
  expect(statuses.map((s) => s.status)).toEqual([0, 1, 2, 3]);
  const mismatch = await rows<{ id: number }>(sql`
    select s.id from push_sub_tasks s left join (
      select sub_task_id, count(*) filter (where state in ('success','fail','inactive'))::int send, count(*) filter (where state = 'success')::int ok,
        count(*) filter (where state in ('fail','inactive'))::int fail, count(opened_at)::int opened
      from push_deliveries group by sub_task_id) d on d.sub_task_id = s.id
    where s.send_count <> coalesce(d.send, 0) or s.success_count <> coalesce(d.ok, 0) or s.fail_count <> coalesce(d.fail, 0) or s.open_count <> coalesce(d.opened, 0)`);
  expect(mismatch).toEqual([]);
  const [sent] = await rows<{
    send: number;
    open: number;
    outbox: number;
    ok: number;
  }>(sql`select sum(send_count)::int send, sum(open_count)::int open,
    (select count(*)::int from push_outbox) outbox, sum(success_count)::int ok from push_sub_tasks`);
  expect(sent.send).toBeGreaterThan(1000);
  expect(sent.open).toBeGreaterThan(50);
  expect(sent.outbox).toBe(sent.ok);
});

it("the prod stats block counts the demo's opens (they go through the client's open path, on their send's day)", async () => {
  const admin = await t.signIn(ADMIN);
  for (const platform of [1, 2]) {
    const { push7 } = (await admin.get(`/v1/jigsaw/pushServer/api/stats/tokens?env=prod&platform=${platform}`)).body;
    expect(push7.send, `platform ${platform}`).toBeGreaterThan(0);
    expect(push7.open, `platform ${platform}`).toBeGreaterThan(0);
  }
});
