// Typed calls of the projects plugin.
import type { Role } from '../../../core/shared/access';
import type { ProjectForm } from '../../../core/shared/project';
import { api } from '../../../core/web/http';
import type { AdminProjectListResponse, ProjectListResponse, ProjectResponse } from '../shared';

export interface UserOption {
  id: number;
  mail: string;
  displayName: string;
  role: Role;
}

export const projectsApi = {
  list: () => api<ProjectListResponse>('/projects'),
  get: (code: string) => api<ProjectResponse>(`/${encodeURIComponent(code)}/project`),
  adminList: () => api<AdminProjectListResponse>('/admin/projects'),
  create: (body: ProjectForm) => api<ProjectResponse>('/admin/projects', { method: 'POST', body }),
  update: (code: string, body: Omit<ProjectForm, 'code'>) => api<ProjectResponse>(`/admin/projects/${encodeURIComponent(code)}`, { method: 'PUT', body }),
  users: () => api<{ users: UserOption[] }>('/user'),
};
