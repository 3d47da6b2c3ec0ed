// Typed calls of the User training screen, over the shared endpoints.
import type { Env } from '../../../core/shared/constants';
import { api, call, endpointUrl } from '../../../core/web/http';
import { saveBlob } from '../../../core/web/download';
import { endpoints } from '../endpoints';

export interface ListInput {
  env: Env;
  firebaseId: string;
  pn: number;
  ps: number;
}

export const trainingApi = {
  list: (code: string, q: ListInput, quiet = false) => call(endpoints.list, { params: { code }, query: q, quiet }),
  trigger: (code: string, env: Env, firebaseId: string, userId: string) =>
    call(endpoints.trigger, { params: { code }, query: { env }, body: { firebaseId, userId } }),
  /** Saves the built file as `{firebaseId}.db` (001 §9). */
  download: async (code: string, env: Env, firebaseId: string): Promise<void> => {
    const url = endpointUrl(endpoints.download, { params: { code }, query: { env, firebaseId } }).replace(/^\/v1/, '');
    const blob = await api<Blob, 'blob'>(url, { responseType: 'blob' });
    saveBlob(blob, `${firebaseId}.db`);
  },
};
