// Manage projects checks a project's config against the keys core and the installed plugins
// declare (core/shared/projectConfig.ts): a 400 whose issues name the key as the form's path
// (`config.countries.0`), so the web shows it at the config field. Unknown keys are kept.
import type { ServerPlugin } from '../../../core/server/plugin';
import { badRequest } from '../../../core/server/errors';
import { projectConfigSchema } from '../../../core/shared/projectConfig';
import { toApiIssues } from '../../../core/shared/zod';

export function checkProjectConfig(plugins: readonly ServerPlugin[], config: Record<string, unknown>): void {
  const parsed = projectConfigSchema(plugins).safeParse(config);
  if (parsed.success) return;
  const issues = toApiIssues(parsed.error).map((i) => ({ path: i.path ? `config.${i.path}` : 'config', message: i.message }));
  throw badRequest(issues[0].message, issues);
}
