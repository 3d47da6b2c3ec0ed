// Who a live publish reaches: the game clients (platform, client-version range) a publishable's
// live entries are served to. A publishable declares its entries' audiences
// (core/server/publish/README.md, "Audiences"); other plugins read every live one through core
// (`liveAudiences`), never through the plugin that published it.
import type { Env, PlatformCode } from './constants';

/** One live entry's game clients, as the publishable that serves it describes them. */
export interface Audience {
  /** What the entry is, in people's words: 'Online release', 'General release'. */
  kindTitle: string;
  /** The entry's name as operators know it. */
  name: string;
  /** 1 Android, 2 iOS, 3 Mac (core/shared/constants.ts PLATFORMS); null: every platform. */
  platform: PlatformCode | null;
  /** `[min, max]`, both included; '0.0.0' (OPEN_VERSION) leaves that side open. */
  clientVersions: [string, string];
}

/** An audience with where it is live: the publishable, env, pipeline kind, key and snapshot. */
export interface LiveAudience extends Audience {
  /** The publishable's id (its plugin's id). */
  publishable: string;
  env: Env;
  kind: string;
  key: string;
  /** The live snapshot (its returnId). */
  snapshotId: number;
}
