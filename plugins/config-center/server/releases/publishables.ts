// The plugin's publishables with an audience: none (a config release reaches services and
// clients of one env and namespace, not a platform or a client-version range).
import type { DeclaredPublishable } from '../../../../core/server/publish/audience';

export const publishables: DeclaredPublishable[] = [];
