// Core services that handlers reach through `ctx.services` (storage, publish pipeline,
// warehouse, ...). Built once at start (and per test app), closed at stop.
import type { ServerConfig } from './config';
import type { Db } from './db/connect';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface CoreServices {}

export interface ServiceSet {
  services: CoreServices;
  close: () => Promise<void>;
}

export async function createServices(_config: ServerConfig, _db: Db): Promise<ServiceSet> {
  return { services: {}, close: async () => {} };
}
