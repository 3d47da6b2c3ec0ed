// Typed calls of the rights plugin, each from its shared endpoint (core/shared/endpoint.ts).
import { authEndpoints, type UserOption } from '../../../core/shared/auth';
import { call } from '../../../core/web/http';
import { endpoints } from '../endpoints';

export type { UserOption };

export const rightsApi = {
  rights: () => call(endpoints.rights),
  createRight: (body: { name: string; url: string }) => call(endpoints.createRight, { body }),
  updateRight: (name: string, body: { name: string; url: string }) => call(endpoints.updateRight, { params: { name }, body }),
  deleteRight: (name: string) => call(endpoints.deleteRight, { params: { name } }),
  groups: () => call(endpoints.groups),
  createGroup: (body: { name: string; rightsList: string[] }) => call(endpoints.createGroup, { body }),
  updateGroup: (name: string, body: { name: string; rightsList: string[] }) => call(endpoints.updateGroup, { params: { name }, body }),
  deleteGroup: (name: string) => call(endpoints.deleteGroup, { params: { name } }),
  // per project
  users: () => call(authEndpoints.userOptions),
  projectUsers: (code: string) => call(endpoints.projectUsers, { params: { code } }),
  projectRights: (code: string) => call(endpoints.projectRights, { params: { code } }),
  projectGroups: (code: string) => call(endpoints.projectGroups, { params: { code } }),
  userRights: (code: string, userId: number) => call(endpoints.userRights, { params: { code }, query: { userId } }),
  assign: (code: string, userId: number, rights: string[]) => call(endpoints.assign, { params: { code }, body: { userId, rights } }),
};
