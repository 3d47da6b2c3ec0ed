// The tasks part's routes (its owner fills them).
import type { ServerRoute } from '../../../../core/server/plugin';

export const routes: ServerRoute[] = [];
