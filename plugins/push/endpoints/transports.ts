// The transports part's typed endpoints: push settings per env (credentials write-only) and the
// list's availability check.
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import { settingsBodySchema, settingsQuerySchema } from '../schemas/transports';
import { API, type PushSettings } from '../shared';

export interface SettingsView {
  settings: PushSettings;
  /** Who saved them last and when (null: never saved, the defaults). */
  operator: string;
  updatedAt: string | null;
}

export const transportEndpoints = {
  settings: endpoint({ method: 'GET', path: `${API}/manage/settings`, query: settingsQuerySchema, response: typeOf<SettingsView>() }),
  saveSettings: endpoint({
    method: 'PUT',
    path: `${API}/manage/settings`,
    body: settingsBodySchema,
    response: typeOf<SettingsView & { message: string }>(),
  }),
  available: endpoint({
    method: 'GET',
    path: `${API}/manage/available`,
    query: settingsQuerySchema,
    response: typeOf<{ available: { 1: boolean; 2: boolean } }>(),
  }),
};
