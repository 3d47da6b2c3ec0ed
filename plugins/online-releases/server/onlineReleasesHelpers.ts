// Fields of the online release calls (000 §7) as a multipart form sends them.
import type { Client } from '../../../tests/api/harness';

export const resourceFile = (text = 'release data', name = 'release.zip') => ({
  name,
  data: new TextEncoder().encode(text),
  type: 'application/zip',
});

export function releaseFields(over: Record<string, string> = {}): Record<string, string> {
  return {
    name: 'Spring Levels',
    releaseType: 'main',
    mode: 'Input',
    platform: 'android',
    rule: JSON.stringify({ clientVersions: ['1.0.0', '2.0.0'] }),
    ...over,
  };
}

export async function createRelease(c: Client, code: string, over: Record<string, string> = {}, file = resourceFile()) {
  const r = await c.upload(`/v1/${code}/online_release`, { ...releaseFields(over), resource: file });
  if (r.status !== 200) throw new Error(`create failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.release;
}
