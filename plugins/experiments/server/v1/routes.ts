import type { ServerRoute } from '../../../../core/server/plugin';

export const routes: ServerRoute[] = [];
