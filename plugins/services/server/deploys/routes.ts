// The deploys part's routes (deployments, deploy, cancel, rollback, log): its owner replaces this placeholder.
import type { ServerRoute } from '../../../../core/server/plugin';

export const routes: ServerRoute[] = [];
