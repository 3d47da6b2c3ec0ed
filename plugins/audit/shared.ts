// Plugin `audit`: the audit log screen (admin). Not in the spec; expected of a console where
// prod changes happen: who changed what, where, when, and the before/after of it.
import { z } from 'zod';
import { INT4_MAX } from '../../core/shared/zod';
import { endpoint, typeOf } from '../../core/shared/endpoint';

export const PLUGIN_ID = 'audit';

export const paths = { log: '/admin/audit' } as const;

export const PAGE_SIZES = [20, 50, 100] as const;

export const auditQuery = z.object({
  project: z.string().trim().max(64).default(''),
  user: z.string().trim().max(254).default(''),
  area: z.string().trim().max(64).default(''),
  ps: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), `Page size is one of ${PAGE_SIZES.join(', ')}`)
    .default(50),
  pn: z.coerce.number().int().min(1, 'Page numbers start at 1').max(INT4_MAX, 'Page numbers start at 1').default(1),
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
