// One project's detail, which core (owners, locked modules) and plugins (their config) read. The
// projects plugin serves it; declared in core so callers name no plugin (core/shared/endpoint.ts).
// Its own file, zod-free: core's project context loads it on the first screen.
import { endpoint, typeOf } from './endpoint';
import type { ProjectDetail } from './project';

export const projectEndpoints = {
  detail: endpoint({ method: 'GET', path: '/v1/:code/project', response: typeOf<{ project: ProjectDetail & { clientKey?: string } }>() }),
};
