// Plugin `projects`: the projects page, manage projects (admin) and the project overview.
import type { RightDecl } from '../../core/shared/access';
import type { ProjectDetail, ProjectSummary } from '../../core/shared/project';

export const PLUGIN_ID = 'projects';

export const paths = {
  /** The projects page: panels of project cards by domain (000 §2.1). */
  projects: '/projects',
  /** Manage projects (002, admin area). */
  manage: '/admin/projects',
  /** One project's settings as the console holds them. */
  overview: '/:code/overview',
} as const;

export const RIGHT_OVERVIEW = 'projectOverview';

export const rights: RightDecl[] = [{ name: RIGHT_OVERVIEW, url: paths.overview, title: 'Project overview' }];

/** Per-project settings of this plugin (DESIGN §3). */
export interface ProjectsOverrides {
  /** The platforms the game ships on, shown on its card. */
  platforms: ('android' | 'ios' | 'mac')[];
  /** Mantine colour of the project's card accent. */
  accentColor: string;
}

export const projectsDefaults: ProjectsOverrides = {
  platforms: ['android', 'ios'],
  accentColor: 'blue',
};

declare module '../../core/shared/overrides' {
  interface OverrideContracts {
    projects: ProjectsOverrides;
  }
}

/** API shapes. */
export interface ProjectListResponse {
  projects: ProjectSummary[];
}
export interface ProjectResponse {
  /** clientKey is present only for the project's owners and admins. */
  project: ProjectDetail & { clientKey?: string };
}
export interface AdminProjectListResponse {
  projects: (ProjectDetail & { clientKey: string })[];
}
