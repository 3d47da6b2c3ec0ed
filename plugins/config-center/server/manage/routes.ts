// The manage part's routes (projects, namespaces, files): its owner replaces this placeholder.
import type { ServerRoute } from '../../../../core/server/plugin';

export const routes: ServerRoute[] = [];
