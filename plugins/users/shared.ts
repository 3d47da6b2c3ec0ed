// Plugin `users`: the admin's users table (document 001, "Users (admin)").
// Zod-free (the web manifest imports this file into the entry chunk): the schemas are in
// schemas.ts, the typed endpoints in endpoints.ts.
import { typeOf } from '../../core/shared/endpoint';
import { linkNeed } from '../../core/shared/links';
import type { RightGrant, Role } from '../../core/shared/access';
import type { MailDomains } from './schemas';

export const PLUGIN_ID = 'users';

export const paths = { users: '/admin/users' } as const;

/** Other plugins' screens this one opens (core/shared/links.ts), bound in app/links.ts. */
export const linkNeeds = {
  /** 001: a user's rights tag opens rights assignment for that project and user. */
  settingRights: linkNeed({ plugin: PLUGIN_ID, id: 'settingRights', params: typeOf<{ code: string; userId: number }>() }),
};

export const PAGE_SIZES = [20, 50, 100, 500] as const;
export const DEFAULT_PAGE_SIZE = 50;

export const PASSWORD_MIN = 8;

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
