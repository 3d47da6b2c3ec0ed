// Replaced by the delivery part's owner: the messages the local outbox transport recorded for a
// task (issue 16), shown on the task detail (contract below).
import type { Env } from '../../../../core/shared/constants';

export interface OutboxPanelProps {
  code: string;
  env: Env;
  taskId: number;
}

export function OutboxPanel(_props: OutboxPanelProps) {
  return null;
}
