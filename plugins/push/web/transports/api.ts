// Typed calls of the transports part, over its shared endpoints.
import type { Env } from '../../../../core/shared/constants';
import { call } from '../../../../core/web/http';
import { transportEndpoints as ep } from '../../endpoints/transports';
import type { SettingsInput } from '../../schemas/transports';

export const transportsApi = {
  settings: (code: string, env: Env) => call(ep.settings, { params: { code }, query: { env } }),
  save: (code: string, body: SettingsInput) => call(ep.saveSettings, { params: { code }, body }),
  available: (code: string, env: Env) => call(ep.available, { params: { code }, query: { env } }),
};
