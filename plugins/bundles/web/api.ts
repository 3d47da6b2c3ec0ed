// Typed calls of the bundles plugin (000 §7), over its shared endpoints.
import { call } from '../../../core/web/http';
import type { SaveBundleBody } from '../schemas';
import { endpoints } from '../endpoints';

export type Env = 'sandbox' | 'prod';

export const bundlesApi = {
  list: (code: string, platform: number) => call(endpoints.list, { params: { code }, query: { platform } }),
  save: (code: string, body: SaveBundleBody) => call(endpoints.save, { params: { code }, body }),
  remove: (code: string, id: number) => call(endpoints.remove, { params: { code, id: String(id) } }),
  upload: (code: string, platform: number, env: Env) => call(endpoints.upload, { params: { code }, query: { platform, env } }),
  histories: (code: string, platform: number, env: Env) => call(endpoints.histories, { params: { code }, query: { platform, env } }),
};
