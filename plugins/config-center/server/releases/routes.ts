// The releases part's routes (archives, releases, download, the client API and its long-poll)
// and its publishable: its owner replaces this placeholder.
import type { ServerRoute } from '../../../../core/server/plugin';

export const routes: ServerRoute[] = [];
import type { DeclaredPublishable } from '../../../../core/server/publish/audience';
export const publishables: DeclaredPublishable[] = [];
