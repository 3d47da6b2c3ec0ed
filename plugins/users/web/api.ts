// Typed calls of the users plugin, each from its shared endpoint (core/shared/endpoint.ts).
import { call } from '../../../core/web/http';
import { authEndpoints } from '../../../core/shared/auth';
import type { MailDomains } from '../schemas';
import { endpoints } from '../endpoints';

export interface UpdateUserBody {
  role: 'ADMIN' | 'USER' | 'LIMIT';
  alias: string[];
  password: string;
}

const byId = (id: number) => ({ id: String(id) });

export const usersApi = {
  list: (q: { ps: number; pn: number; mail: string }) => call(endpoints.list, { query: q }),
  create: (body: { mail: string; displayName: string }) => call(endpoints.create, { body }),
  update: (id: number, body: UpdateUserBody) => call(endpoints.update, { params: byId(id), body }),
  remove: (id: number) => call(endpoints.remove, { params: byId(id) }),
  resetPassword: (id: number) => call(endpoints.resetPassword, { params: byId(id) }),
  modifyMail: (id: number, newMail: string) => call(endpoints.modifyMail, { params: byId(id), body: { newMail } }),
  mailDomains: () => call(endpoints.mailDomains),
  saveMailDomains: (body: MailDomains) => call(endpoints.saveMailDomains, { body }),
  all: () => call(authEndpoints.userOptions),
};
