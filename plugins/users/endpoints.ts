// The users API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { createUserSchema, listUsersQuery, mailDomainsSchema, modifyMailSchema, updateUserSchema, type MailDomains } from './schemas';
import type { UserListResponse } from './shared';

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  list: endpoint({ method: 'GET', path: '/v1/admin/user', query: listUsersQuery, response: typeOf<UserListResponse>() }),
  create: endpoint({
    method: 'POST',
    path: '/v1/admin/user/createUser',
    body: createUserSchema,
    response: typeOf<{ message: string; id: number; password: string }>(),
  }),
  update: endpoint({ method: 'POST', path: '/v1/admin/user/update/:id', body: updateUserSchema, response: typeOf<{ message: string }>() }),
  remove: endpoint({ method: 'DELETE', path: '/v1/admin/user/:id', response: typeOf<{ message: string }>() }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/v1/admin/user/resetPassword/:id',
    response: typeOf<{ message: string; password: string }>(),
  }),
  modifyMail: endpoint({
    method: 'POST',
    path: '/v1/admin/user/modifyMail/:id',
    body: modifyMailSchema,
    response: typeOf<{ message: string }>(),
  }),
  mailDomains: endpoint({ method: 'GET', path: '/v1/admin/user/mailDomains', response: typeOf<MailDomains>() }),
  saveMailDomains: endpoint({
    method: 'PUT',
    path: '/v1/admin/user/mailDomains',
    body: mailDomainsSchema,
    response: typeOf<MailDomains>(),
  }),
};
