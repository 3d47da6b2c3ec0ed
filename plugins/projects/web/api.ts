// Typed calls of the projects plugin, built from the shared endpoints (../endpoints.ts); the user
// list is the users plugin's.
import type { Role } from '../../../core/shared/access';
import type { ProjectForm } from '../../../core/shared/project';
import { api, call } from '../../../core/web/http';
import { endpoints } from '../endpoints';

export interface UserOption {
  id: number;
  mail: string;
  displayName: string;
  role: Role;
}

export const projectsApi = {
  list: () => call(endpoints.list),
  get: (code: string) => call(endpoints.get, { params: { code } }),
  adminList: () => call(endpoints.adminList),
  create: (body: ProjectForm) => call(endpoints.create, { body }),
  update: (code: string, body: Omit<ProjectForm, 'code'>) => call(endpoints.update, { params: { code }, body }),
  replaceServerKey: (code: string) => call(endpoints.replaceServerKey, { params: { code } }),
  users: () => api<{ users: UserOption[] }>('/user'),
};
