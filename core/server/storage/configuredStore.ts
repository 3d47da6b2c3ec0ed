// The file store the configuration asks for: an S3-compatible bucket when S3_ENDPOINT and
// S3_BUCKET are set, else the embedded default, files under DATA_DIR/files (DESIGN §4).
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { FileStore } from './fileStore';
import { LocalFileStore } from './localStore';
import { S3FileStore } from './s3Store';

export async function configuredFileStore(config: ServerConfig): Promise<{ store: FileStore; close: () => void }> {
  if (config.s3) {
    const store = await S3FileStore.open(config.s3, config.publicUrl);
    return { store, close: () => store.close() };
  }
  return { store: new LocalFileStore(path.join(config.dataDir, 'files'), config.publicUrl), close: () => {} };
}
