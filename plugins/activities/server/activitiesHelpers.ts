// Fields of the activity calls (001 §7) as a multipart form sends them.
import type { Client } from '../../../tests/api/harness';

const HOUR = 60 * 60 * 1000;
const hour = () => Math.floor(Date.now() / HOUR) * HOUR;
export const inHours = (h: number) => new Date(hour() + h * HOUR).toISOString();

export function activityFields(over: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Spring Event',
    openAt: inHours(-1),
    closeAt: inHours(24 * 7),
    enable: '1',
    priority: '0',
    rule: '{}',
    version: JSON.stringify(['1.0.0', '1.0.0', '1.0.0']),
    env: 'sandbox',
    ...over,
  };
}

export const resourceFile = (text = 'level pack') => ({ name: 'pack.zip', data: new TextEncoder().encode(text), type: 'application/zip' });

export async function createActivity(c: Client, code: string, over: Record<string, string> = {}, file = resourceFile()) {
  const r = await c.upload(`/v1/${code}/event`, { ...activityFields(over), resource: file });
  if (r.status !== 200) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.activity;
}
