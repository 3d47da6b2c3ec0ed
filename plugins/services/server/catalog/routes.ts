// The catalog part's routes (servers, services, api logs): its owner replaces this placeholder.
import type { ServerRoute } from '../../../../core/server/plugin';

export const routes: ServerRoute[] = [];
