// Replaced by the tasks part's owner: the six-step task wizard (002 "Push task wizard"; contract below).
import type { Env } from '../../../../core/shared/constants';

export interface TaskWizardProps {
  code: string;
  env: Env;
  opened: boolean;
  onClose: () => void;
  /** 'create' a new task, 'edit' a Ready task (keeps its id), 'copy' a task as new (002 §4). */
  mode: 'create' | 'edit' | 'copy';
  /** The task to edit or copy. */
  taskId?: number;
  /** The list's platform tab, the new task's default platform. */
  platform?: 1 | 2;
  /** After a successful create or update: the list reloads (the wizard closes itself). */
  onSaved: () => void;
}

export function TaskWizard(_props: TaskWizardProps) {
  return null;
}
