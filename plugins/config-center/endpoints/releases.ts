// The releases part's typed endpoints (core/shared/endpoint.ts). The skeleton holds the one the
// manage part's screen needs (what is released, for the diff editor's original side); the
// releases part adds the rest beside it.
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import { namespaceQuery } from '../schemas/common';
import { API } from '../shared';

export const releaseEndpoints = {
  /** 001 §7: GET /cc/api/manage/releases (code, env, nameSpace) returns payload.release.commitId (null: never released). */
  release: endpoint({ method: 'GET', path: `${API}/releases`, query: namespaceQuery, response: typeOf<{ payload: { release: { commitId: string | null; archiveId: number | null } } }>() }),
};
