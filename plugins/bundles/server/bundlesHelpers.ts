// Shared by the bundle API tests: resource files uploaded like the web does, and bundle bodies
// with Los Angeles dates.
import { dayToDate, laDateToUnix, laDay } from '../shared';
import type { Client } from '../../../tests/api/harness';

export const today = () => laDay(Math.floor(Date.now() / 1000));
/** Unix seconds of the first (or last) second of the Los Angeles day `days` from today. */
export const dayStart = (days: number) => laDateToUnix(dayToDate(today() + days));
export const dayEnd = (days: number) => laDateToUnix(dayToDate(today() + days), true);

let n = 0;
/** Uploads a small file under bundle/{platform}/{random}/{name} and answers its resource. */
export async function uploadResource(client: Client, code: string, name = 'pack.zip', platform = 1) {
  n += 1;
  const r = await client.upload(`/v1/${code}/upload`, {
    file: { name, data: `bytes of ${name} ${n} ${Math.random()}` },
    key: `bundle/${platform}/t${n}x${Date.now() % 100000}/${name}`,
  });
  if (r.status !== 200) throw new Error(`upload failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { url: r.body.url as string, size: r.body.size as number, md5: r.body.dataHash as string, key: r.body.key as string };
}

export const normal = (resource: { url: string }, over: Record<string, unknown> = {}) => ({
  type: 1,
  start: dayStart(0),
  end: dayEnd(3),
  resource,
  ...over,
});

export const loop = (resource: { url: string }, switchList: number[], over: Record<string, unknown> = {}) => ({
  type: 2,
  start: dayStart(0),
  end: null,
  resource,
  switchList,
  loopIntervalDays: switchList.length,
  loopTag: 'weekly',
  ...over,
});
