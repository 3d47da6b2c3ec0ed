// The create/edit project form's values and their mapping to the shared schema (pure).
import { projectFormSchema, type ProjectDetail, type ProjectForm } from '../../../../core/shared/project';
import { zodFormErrors } from '../../../../core/shared/zod';
import { formatJson } from '../../../../core/web/json';

export const CONFIG_NOT_OBJECT = 'Config must be a JSON object';

export interface ProjectFormValues {
  code: string;
  nickname: string;
  description: string;
  /** '1'..'4' for the Select, null until chosen. */
  domain: string | null;
  /** User ids as strings for the MultiSelect. */
  ownerIds: string[];
  serviceHost: string;
  configText: string;
  disabledPlugins: string[];
}

export function emptyValues(): ProjectFormValues {
  return { code: '', nickname: '', description: '', domain: null, ownerIds: [], serviceHost: '', configText: '{}', disabledPlugins: [] };
}

export function valuesOf(project: ProjectDetail): ProjectFormValues {
  return {
    code: project.code,
    nickname: project.nickname,
    description: project.description,
    domain: String(project.domain),
    ownerIds: project.owners.map((o) => String(o.id)),
    serviceHost: project.service.host,
    configText: formatJson(project.config ?? {}),
    disabledPlugins: project.disabledPlugins,
  };
}

/** The config text as an object, or the message to show. An empty text is `{}`. */
export function parseConfig(text: string): { config: Record<string, unknown> } | { error: string } {
  if (!text.trim()) return { config: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { config: value as Record<string, unknown> };
  } catch {
    // fall through: not JSON at all
  }
  return { error: CONFIG_NOT_OBJECT };
}

function schemaInput(values: ProjectFormValues, config: Record<string, unknown>) {
  return {
    code: values.code,
    nickname: values.nickname,
    description: values.description,
    domain: values.domain === null ? 0 : Number(values.domain),
    ownerIds: values.ownerIds.map(Number),
    serviceHost: values.serviceHost,
    config,
    disabledPlugins: values.disabledPlugins,
  };
}

/** Server/schema field names to form field names. */
export function formField(path: string): string {
  return path === 'config' || path.startsWith('config.') ? 'configText' : path.split('.')[0];
}

/** Mantine form validate: the shared schema's messages, plus the config JSON check. */
export function validateProjectForm(values: ProjectFormValues): Record<string, string> {
  const parsed = parseConfig(values.configText);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(
    zodFormErrors(projectFormSchema, schemaInput(values, 'config' in parsed ? parsed.config : {})),
  )) {
    const field = formField(path);
    if (!(field in errors)) errors[field] = message;
  }
  if ('error' in parsed) errors.configText = parsed.error;
  return errors;
}

/** The request body (trimmed by the schema). Call after validateProjectForm passed. */
export function toProjectForm(values: ProjectFormValues): ProjectForm {
  const parsed = parseConfig(values.configText);
  return projectFormSchema.parse(schemaInput(values, 'config' in parsed ? parsed.config : {}));
}
