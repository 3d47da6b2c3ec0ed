// Plugin `audit`: the audit log screen (admin). Not in the spec; expected of a console where
// prod changes happen: who changed what, where, when, and the before/after of it.
import { z } from 'zod';
import { pagingFields } from '../../core/shared/zod';
import { endpoint, typeOf } from '../../core/shared/endpoint';

export const PLUGIN_ID = 'audit';

export const paths = { log: '/admin/audit' } as const;

export const PAGE_SIZES = [20, 50, 100] as const;

export const auditQuery = z.object({
  project: z.string().trim().max(64).default(''),
  user: z.string().trim().max(254).default(''),
  area: z.string().trim().max(64).default(''),
  ...pagingFields(PAGE_SIZES, 50),
});

export interface AuditItem {
  id: number;
  at: string;
  userMail: string | null;
  projectCode: string | null;
  area: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditListResponse {
  entries: AuditItem[];
  total: number;
  /** Every area that has entries, for the filter. */
  areas: string[];
}

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  list: endpoint({ method: 'GET', path: '/v1/admin/audit', query: auditQuery, response: typeOf<AuditListResponse>() }),
};
