// Typed calls of the rights plugin.
import { api } from '../../../core/web/http';
import type { GroupItem, RightItem } from '../shared';

const BASE = '/admin/settings/rights';
const enc = encodeURIComponent;

export interface UserOption {
  id: number;
  mail: string;
  displayName: string;
  role: 'ADMIN' | 'USER' | 'LIMIT';
}

export const rightsApi = {
  rights: () => api<{ rights: RightItem[] }>(`${BASE}/right`),
  createRight: (body: { name: string; url: string }) => api(`${BASE}/right`, { method: 'POST', body }),
  updateRight: (name: string, body: { name: string; url: string }) => api(`${BASE}/right/${enc(name)}`, { method: 'PUT', body }),
  deleteRight: (name: string) => api<{ deleteCount: number }>(`${BASE}/right/${enc(name)}`, { method: 'DELETE' }),
  groups: () => api<{ groups: GroupItem[] }>(`${BASE}/group`),
  createGroup: (body: { name: string; rightsList: string[] }) => api(`${BASE}/group`, { method: 'POST', body }),
  updateGroup: (name: string, body: { name: string; rightsList: string[] }) => api(`${BASE}/group/${enc(name)}`, { method: 'PUT', body }),
  deleteGroup: (name: string) => api<{ deleteCount: number }>(`${BASE}/group/${enc(name)}`, { method: 'DELETE' }),
  // per project
  users: () => api<{ users: UserOption[] }>('/user'),
  projectUsers: (code: string) => api<{ users: UserOption[] }>(`/${enc(code)}/users`),
  projectRights: (code: string) => api<{ rights: RightItem[] }>(`/${enc(code)}/right`),
  projectGroups: (code: string) => api<{ groups: GroupItem[] }>(`/${enc(code)}/right/group`),
  userRights: (code: string, userId: number) => api<{ rights: string[] }>(`/${enc(code)}/authorize`, { query: { userId } }),
  assign: (code: string, userId: number, rights: string[]) => api<{ message: string }>(`/${enc(code)}/authorize`, { method: 'POST', body: { userId, rights } }),
};
