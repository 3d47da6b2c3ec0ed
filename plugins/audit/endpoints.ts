// The audit API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { auditQuery } from './schemas';
import type { AuditListResponse } from './shared';

export const endpoints = {
  list: endpoint({ method: 'GET', path: '/v1/admin/audit', query: auditQuery, response: typeOf<AuditListResponse>() }),
};
