// Typed calls of the users plugin.
import { api, call } from '../../../core/web/http';
import { endpoints, type MailDomains } from '../shared';

export interface UpdateUserBody {
  role: 'ADMIN' | 'USER' | 'LIMIT';
  alias: string[];
  password: string;
}

export const usersApi = {
  list: (q: { ps: number; pn: number; mail: string }) => call(endpoints.list, { query: q }),
  create: (body: { mail: string; displayName: string }) => call(endpoints.create, { body }),
  update: (id: number, body: UpdateUserBody) => api<{ message: string }>(`/admin/user/update/${id}`, { method: 'POST', body }),
  remove: (id: number) => api<{ message: string }>(`/admin/user/${id}`, { method: 'DELETE' }),
  resetPassword: (id: number) => api<{ message: string; password: string }>(`/admin/user/resetPassword/${id}`, { method: 'POST', body: {} }),
  modifyMail: (id: number, newMail: string) => api<{ message: string }>(`/admin/user/modifyMail/${id}`, { method: 'POST', body: { newMail } }),
  mailDomains: () => api<MailDomains>('/admin/user/mailDomains'),
  saveMailDomains: (body: MailDomains) => api<MailDomains>('/admin/user/mailDomains', { method: 'PUT', body }),
  all: () => api<{ users: { id: number; mail: string; displayName: string; role: string }[] }>('/user'),
};
