// The embedded file store keeps the file store contract.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeFileStore } from './fileStoreContract';
import { LocalFileStore } from './localStore';

describeFileStore('local folder', async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'liveops-files-'));
  return { store: new LocalFileStore(root), close: async () => fs.rmSync(root, { recursive: true, force: true }) };
});
