// Plugin `users`: the admin's users table (document 001, "Users (admin)").
import { z } from 'zod';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { linkNeed } from '../../core/shared/links';
import { pagingFields } from '../../core/shared/zod';
import { ROLES, type RightGrant, type Role } from '../../core/shared/access';

export const PLUGIN_ID = 'users';

export const paths = { users: '/admin/users' } as const;

/** Other plugins' screens this one opens (core/shared/links.ts), bound in app/links.ts. */
export const linkNeeds = {
  /** 001: a user's rights tag opens rights assignment for that project and user. */
  settingRights: linkNeed({ plugin: PLUGIN_ID, id: 'settingRights', params: typeOf<{ code: string; userId: number }>() }),
};

export const PAGE_SIZES = [20, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 50;

const MAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Mail as the admin types it: required, then a simple address pattern (001 §5). */
export const mailField = z
  .string({ error: 'Please input the mail' })
  .trim()
  .min(1, 'Please input the mail')
  .max(254, 'Please enter the correct email address!')
  .regex(MAIL_PATTERN, 'Please enter the correct email address!')
  .transform((m) => m.toLowerCase());

export const createUserSchema = z.object({
  mail: mailField,
  displayName: z.string({ error: 'Please input the displayName' }).trim().min(1, 'Please input the displayName').max(64, 'At most 64 characters'),
});

export const PASSWORD_MIN = 8;

export const updateUserSchema = z.object({
  role: z.enum(ROLES, { error: 'Choose a role' }),
  /** Only for LIMIT users; cleared for the others. */
  alias: z.array(z.string().trim().max(254, 'Please enter the correct email address!').regex(MAIL_PATTERN, 'Please enter the correct email address!')).max(50).default([]),
  /** Empty keeps the current password. */
  password: z
    .string()
    .default('')
    .refine((p) => p === '' || p.length >= PASSWORD_MIN, `The password needs at least ${PASSWORD_MIN} characters`),
});

export const modifyMailSchema = z.object({ newMail: mailField });

export const listUsersQuery = z.object({
  ...pagingFields(PAGE_SIZES, DEFAULT_PAGE_SIZE),
  mail: z.string().trim().max(254).default(''),
});

export const mailDomainsSchema = z.object({
  internalDomains: z.array(z.string().trim().toLowerCase().max(253, 'Not a domain').regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Not a domain')).max(20),
  companyDomains: z.array(z.string().trim().toLowerCase().max(253, 'Not a domain').regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Not a domain')).max(20),
});
export type MailDomains = z.infer<typeof mailDomainsSchema>;
export const DEFAULT_MAIL_DOMAINS: MailDomains = { internalDomains: ['example.com'], companyDomains: ['example.com', 'example.org'] };

export interface UserRow {
  id: number;
  mail: string;
  displayName: string;
  role: Role;
  alias: string[];
  /** Project codes the user holds rights in. */
  projects: string[];
  rights: RightGrant[];
  /** The mail ends with one of the internal domains (shown with a check mark). */
  internal: boolean;
  createdAt: string;
}

export interface UserListResponse {
  users: UserRow[];
  total: number;
}

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  list: endpoint({ method: 'GET', path: '/v1/admin/user', query: listUsersQuery, response: typeOf<UserListResponse>() }),
  create: endpoint({ method: 'POST', path: '/v1/admin/user/createUser', body: createUserSchema, response: typeOf<{ message: string; id: number; password: string }>() }),
  update: endpoint({ method: 'POST', path: '/v1/admin/user/update/:id', body: updateUserSchema, response: typeOf<{ message: string }>() }),
  remove: endpoint({ method: 'DELETE', path: '/v1/admin/user/:id', response: typeOf<{ message: string }>() }),
  resetPassword: endpoint({ method: 'POST', path: '/v1/admin/user/resetPassword/:id', response: typeOf<{ message: string; password: string }>() }),
  modifyMail: endpoint({ method: 'POST', path: '/v1/admin/user/modifyMail/:id', body: modifyMailSchema, response: typeOf<{ message: string }>() }),
  mailDomains: endpoint({ method: 'GET', path: '/v1/admin/user/mailDomains', response: typeOf<MailDomains>() }),
  saveMailDomains: endpoint({ method: 'PUT', path: '/v1/admin/user/mailDomains', body: mailDomainsSchema, response: typeOf<MailDomains>() }),
};
