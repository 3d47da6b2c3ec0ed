// Renders a service's deploy template: every {{variable}} of DEPLOY_TEMPLATE_VARIABLES becomes its
// value shell-quoted (so no value can end a word or start a command); anything else in braces
// (a docker --format, say) is left alone.
import { DEPLOY_TEMPLATE_VARIABLES } from '../../shared';

export type TemplateValues = Record<(typeof DEPLOY_TEMPLATE_VARIABLES)[number], string>;

/** 'it'\''s' — the POSIX way: single quotes, with each ' closed, escaped and reopened. */
export const shellQuote = (v: string) => `'${v.replace(/'/g, `'\\''`)}'`;

const VARIABLE = new RegExp(`\\{\\{\\s*(${DEPLOY_TEMPLATE_VARIABLES.join('|')})\\s*\\}\\}`, 'g');

export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(VARIABLE, (_, name: keyof TemplateValues) => shellQuote(values[name]));
}
