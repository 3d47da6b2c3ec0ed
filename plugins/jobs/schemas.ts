// The jobs plugin's zod schema: the list's query, which the server validates.
import { z } from 'zod';
import { JOB_STATES } from '../../core/shared/jobs';
import { pagingFields } from '../../core/shared/zod';
import { DEFAULT_PAGE_SIZE, JOB_SOURCES, PAGE_SIZES } from './shared';

export const listJobsQuery = z.object({
  kind: z.string().trim().max(128).default(''),
  state: z.union([z.enum(JOB_STATES), z.literal('')], { error: `State is one of ${JOB_STATES.join(', ')}` }).default(''),
  project: z.string().trim().max(64).default(''),
  source: z.enum(JOB_SOURCES, { error: `Source is one of ${JOB_SOURCES.join(', ')}` }).default('operators'),
  ...pagingFields(PAGE_SIZES, DEFAULT_PAGE_SIZE),
});
