// The audit plugin's zod schema: the list's query, which the server validates.
import { z } from 'zod';
import { pagingFields } from '../../core/shared/zod';
import { PAGE_SIZES } from './shared';

export const auditQuery = z.object({
  project: z.string().trim().max(64).default(''),
  user: z.string().trim().max(254).default(''),
  area: z.string().trim().max(64).default(''),
  ...pagingFields(PAGE_SIZES, 50),
});
