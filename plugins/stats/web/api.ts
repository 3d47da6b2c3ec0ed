// Typed calls of the stats screens, relative to /v1: the metrics query (000 §7, 001 §7, 002 §7),
// the catalog of metrics, the project config and the stats config change (001 §7).
import { api } from '../../../core/web/http';
import type { MetricsQueryInput, MetricsResponse } from '../../../core/shared/metrics';
import type { ProjectDetail } from '../../../core/shared/project';
import type { CatalogResponse } from '../shared';

const at = (code: string) => `/${encodeURIComponent(code)}`;

export interface ConfigModify {
  jsonPath: string;
  newValue: unknown;
}

export const statsApi = {
  query: (code: string, body: MetricsQueryInput) => api<MetricsResponse>(`${at(code)}/stats/query`, { method: 'POST', body }),
  catalog: (code: string) => api<CatalogResponse>(`${at(code)}/stats/catalog`),
  project: (code: string) => api<{ project: ProjectDetail }>(`${at(code)}/project`),
  saveConfig: (code: string, modifies: ConfigModify[]) => api<{ project: ProjectDetail }>(`${at(code)}/config`, { method: 'POST', body: { modifies } }),
};
