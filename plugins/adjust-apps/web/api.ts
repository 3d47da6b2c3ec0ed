// Typed calls of the Adjust apps plugin, each from its shared endpoint (core/shared/endpoint.ts).
import { call } from '../../../core/web/http';
import { projectEndpoints } from '../../../core/shared/projectEndpoints';
import type { AdjustAppBody } from '../schemas';
import { endpoints } from '../endpoints';

export const adjustAppsApi = {
  list: () => call(endpoints.list).then((r) => r.apps),
  save: (body: AdjustAppBody) => call(endpoints.save, { body }),
  remove: (id: number) => call(endpoints.remove, { params: { id: String(id) } }),
  /** The project select's choices: every project (the caller is an ADMIN). */
  projects: () => call(projectEndpoints.list).then((r) => r.projects),
};
