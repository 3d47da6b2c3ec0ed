// Plugin `config-center` (001 "Config center", §3, §4 Archive, §5, §7 "Config center (remote
// server)", §9). The spec's remote config server is ours: per project, env and namespace, the
// console keeps the configuration files, snapshots them into archives, releases an archive through
// core's publish life cycle, and serves the released files to services and game clients (with
// ETag, and a long-poll that answers as soon as a namespace changes).
// Zod-free (the web manifest imports it): schemas in schemas/, endpoints in endpoints/.
import type { RightDecl } from '../../core/shared/access';
import type { PublishableRef } from '../../core/shared/release';
import { PUBLISH_ENVS } from '../../core/shared/constants';

export const PLUGIN_ID = 'config-center';

export const paths = {
  /** 001 "Config center" (route not shown): per project; env, namespace and file in the query. */
  configCenter: '/:code/configCenter',
} as const;

export const RIGHT_CONFIG_CENTER = 'config-center';
export const rights: RightDecl[] = [{ name: RIGHT_CONFIG_CENTER, url: paths.configCenter, title: 'Config center' }];

/**
 * The API prefix: the spec's `/cc/api/manage/...` under the project (env and nameSpace in the query
 * or body, as the spec sends them). The projects menu (`nameSpaces/projects`) is console-wide:
 * `/v1/cc/api/manage/nameSpaces/projects`.
 */
export const API = '/v1/:code/cc/api/manage';
export const PROJECTS_API = '/v1/cc/api/manage/nameSpaces/projects';

/** The client API (beyond the spec's screens): released files, per project, env and namespace. */
export const CLIENT_API = '/client/v1/:code/:env/config';

/** 001 §9: the config center's environments are dev, sandbox and prod. */
export const CC_ENVS = PUBLISH_ENVS;
export type CcEnv = (typeof CC_ENVS)[number];

/** 001 §5: a new namespace defaults to name 'default' and env 'dev'. */
export const DEFAULT_NAMESPACE = 'default';
export const DEFAULT_NAMESPACE_ENV: CcEnv = 'dev';

/** 001 §9: archives 10 a page (10, 20, 50, 100). */
export const ARCHIVES_PAGE_SIZE = 10;
export const ARCHIVES_PAGE_SIZES = [10, 20, 50, 100] as const;

/** 001 §2: the commit id is shown as its first 8 characters. */
export const shortCommit = (commitId: string) => commitId.slice(0, 8);
/** 001 §9: an archive downloads as {code}_{env}_{namespace}_{dataVersion}.zip. */
export const archiveFileName = (code: string, env: string, nameSpace: string, dataVersion: number) =>
  `${code}_${env}_${nameSpace}_${dataVersion}.zip`;

/** The publish kind of a release (core's life cycle); the key is the namespace. */
export const PUBLISH_KIND = 'config-center';

/** What a release publishes (core's life cycle): on dev, sandbox and prod; core's rollback route and palette command. */
export const releases: PublishableRef<typeof PLUGIN_ID> = {
  id: PLUGIN_ID,
  title: 'config archives',
  right: RIGHT_CONFIG_CENTER,
  kinds: [PUBLISH_KIND],
  envs: CC_ENVS,
};

// ---- What the API answers (001 §3 "Config center")

/** GET nameSpaces/projects: the projects the user may open, with their envs. */
export interface CcProject {
  projectCode: string;
  nickname: string;
  env: CcEnv[];
}

/** 001 §3 archive {id, commitId, dataVersion, note, operator, createdAt, released, filePath}. */
export interface ArchiveRow {
  id: number;
  commitId: string;
  /** Per namespace: 1, 2, 3, … */
  dataVersion: number;
  note: string;
  operator: string;
  createdAt: string;
  /** Whether the archive has been released (the table's lock). */
  released: boolean;
  /** Whether it is the one released now (live). */
  live: boolean;
  /** Its download path. */
  filePath: string;
}
