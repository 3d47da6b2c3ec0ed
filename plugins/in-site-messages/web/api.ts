// Typed calls of the in-site messages plugin (001 §7), over its shared endpoints.
import { call } from '../../../core/web/http';
import type { SaveMessageBody } from '../schemas';
import { endpoints } from '../endpoints';

type Env = 'sandbox' | 'prod';

export const messagesApi = {
  list: (code: string, platform: number) => call(endpoints.list, { params: { code }, query: { platform } }),
  save: (code: string, body: SaveMessageBody) => call(endpoints.save, { params: { code }, body }),
  upload: (code: string, body: { platform: number; env: Env; id: number }) => call(endpoints.upload, { params: { code }, body }),
  clear: (code: string, body: { platform: number; env: Env; country: string }) => call(endpoints.clear, { params: { code }, body }),
  histories: (code: string, platform: number, env: Env) => call(endpoints.histories, { params: { code }, query: { platform, env } }),
  latestByCountry: (code: string, platform: number, env: Env) =>
    call(endpoints.latestByCountry, { params: { code }, query: { platform, env } }),
};
