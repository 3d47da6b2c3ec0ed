// Validation of form fields that are not a JSON body (multipart): every issue in one 400.
import type { z } from 'zod';
import type { ApiIssue } from '../../../core/shared/errors';
import { toApiIssues } from '../../../core/shared/zod';
import { badRequest } from '../../../core/server/errors';

export function parseFields<S extends z.ZodType>(schema: S, value: unknown, extra: ApiIssue[] = []): z.output<S> {
  const r = schema.safeParse(value);
  const issues = [...(r.success ? [] : toApiIssues(r.error)), ...extra];
  if (issues.length) throw badRequest(issues[0].message, issues);
  return r.data as z.output<S>;
}
