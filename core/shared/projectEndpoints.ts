// The user's projects and one project's detail, which core (the switcher, owners, locked modules)
// and plugins (their config) read. The projects plugin serves them; declared in core so callers
// name no plugin (core/shared/endpoint.ts). Its own file, zod-free: core's project context loads it
// on the first screen.
import { endpoint, typeOf } from './endpoint';
import type { ProjectDetail, ProjectSummary } from './project';

export const projectEndpoints = {
  /** The projects the user may see (ADMIN: every project). */
  list: endpoint({ method: 'GET', path: '/v1/projects', response: typeOf<{ projects: ProjectSummary[] }>() }),
  detail: endpoint({ method: 'GET', path: '/v1/:code/project', response: typeOf<{ project: ProjectDetail & { clientKey?: string } }>() }),
};
