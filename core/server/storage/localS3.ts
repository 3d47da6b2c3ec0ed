// Tests only: a local S3-compatible server (s3rver) on loopback, on a free port, with one bucket,
// and the settings the S3 store needs to reach it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { S3Settings } from './s3Store';

export async function startLocalS3(bucket = 'liveops-test'): Promise<{ settings: S3Settings; close: () => Promise<void> }> {
  const { default: S3rver } = await import('s3rver');
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
