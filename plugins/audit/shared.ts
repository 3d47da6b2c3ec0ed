// Plugin `audit`: the audit log screen (admin). Not in the spec; expected of a console where
// prod changes happen: who changed what, where, when, and the before/after of it.
// Zod-free (the web manifest imports this file into the entry chunk): the list query's schema is
// in schemas.ts, the typed endpoints in endpoints.ts.

export const PLUGIN_ID = 'audit';

export const paths = { log: '/admin/audit' } as const;

export const PAGE_SIZES = [20, 50, 100] as const;

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
