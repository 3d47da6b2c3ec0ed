// The activity modal's values ('Create New Activity', 'Edit Activity id: {id}', and the copy
// from history) and their checks through the shared schema.
import { zodFormErrors } from '../../../core/shared/zod';
import { DEFAULT_MAC_VERSION, MESSAGES, type Activity } from '../shared';
import { activityFieldsSchema } from '../schemas';
import { defaultWindow } from './clock';

export type FormMode = { kind: 'create' } | { kind: 'edit'; activity: Activity } | { kind: 'copy'; source: Activity };

export interface ActivityFormValues {
  name: string;
  range: [Date | null, Date | null];
  priority: number | string;
  enable: boolean;
  /** JSON text. */
  rule: string;
  version: [string, string, string];
  file: File | null;
}

/** A copy from history is a new activity too. */
export const modalTitle = (mode: FormMode) => (mode.kind === 'edit' ? `Edit Activity id: ${mode.activity.id}` : 'Create New Activity');

const ruleText = (rule: Record<string, unknown>) => (Object.keys(rule).length ? JSON.stringify(rule, null, 2) : '{}');

export function initialValues(mode: FormMode, now = Date.now()): ActivityFormValues {
  if (mode.kind === 'create') {
    return {
      name: '',
      range: defaultWindow(now),
      priority: 0,
      enable: true,
      rule: '{}',
      version: ['', '', DEFAULT_MAC_VERSION],
      file: null,
    };
  }
  const a = mode.kind === 'edit' ? mode.activity : mode.source;
  return {
    name: a.name,
    // A copy runs again from now; an edit keeps its window.
    range: mode.kind === 'edit' ? [new Date(a.openAt), new Date(a.closeAt)] : defaultWindow(now),
    priority: a.priority,
    enable: a.enable === 1,
    rule: ruleText(a.rule),
    version: [...a.version],
    file: null,
  };
}

/** The fields the calls send (the file goes separately). */
export function toFields(v: ActivityFormValues) {
  return {
    name: v.name,
    openAt: v.range[0],
    closeAt: v.range[1],
    priority: v.priority,
    enable: v.enable ? 1 : 0,
    rule: v.rule,
    version: v.version,
    env: 'sandbox',
  };
}

/** Every message by form field: the window's under `range`, the file's under `file`. */
export function formErrors(v: ActivityFormValues, mode: FormMode): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(zodFormErrors(activityFieldsSchema, toFields(v)))) {
    const field = key === 'openAt' || key === 'closeAt' ? 'range' : key;
    if (!errors[field]) errors[field] = message;
  }
  // Only a new activity needs a file; a copy keeps the original's unless one is picked.
  if (mode.kind === 'create' && !v.file) errors.file = MESSAGES.fileRequired;
  return errors;
}
