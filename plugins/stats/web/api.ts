// Typed calls of the stats screens, relative to /v1: the metrics query (000 §7, 001 §7, 002 §7),
// the catalog of metrics, the project config and the stats config change (001 §7).
import { api, call } from '../../../core/web/http';
import { endpoints } from '../endpoints';
import type { EndpointBody } from '../../../core/shared/endpoint';
import type { MetricsQueryInput, MetricsResponse } from '../../../core/shared/metrics';
import type { ProjectDetail } from '../../../core/shared/project';
import { statsOverrides, type QueryScreen } from '../shared';
import { toEventLevels, toShownLevels } from './levelOffset';

const at = (code: string) => `/${encodeURIComponent(code)}`;

export interface ConfigModify {
  jsonPath: string;
  newValue: unknown;
}

export const statsApi = {
  /** The metrics query through the path of the screen's right (queryPaths), levels as the screens number them. */
  query: async (code: string, screen: QueryScreen, body: MetricsQueryInput): Promise<MetricsResponse> => {
    const offset = statsOverrides(code).levelOffset;
    const res = await call(endpoints.query[screen], { params: { code }, body: toEventLevels(body, offset) });
    return { ...res, data: toShownLevels(res.data, body, offset) };
  },
  catalog: (code: string) => call(endpoints.catalog, { params: { code } }),
  project: (code: string) => api<{ project: ProjectDetail }>(`${at(code)}/project`),
  /** The server checks each jsonPath (schemas.ts); the modal names only the stats config fields. */
  saveConfig: (code: string, modifies: ConfigModify[]) =>
    call(endpoints.config, { params: { code }, body: { modifies } as EndpointBody<typeof endpoints.config> }),
};
