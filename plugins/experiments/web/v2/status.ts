// v2 statuses (000 §4) as the screens show them: a label and a colour each, and what each allows.
import type { ExperimentStatus } from '../../../../core/shared/experiments';

export const STATUS_BADGE: Record<ExperimentStatus, { label: string; color: string }> = {
  READY: { label: 'Ready', color: 'blue' },
  RUNNING: { label: 'Running', color: 'green' },
  GRAY_PUBLISH: { label: 'Gray publish', color: 'orange' },
  FINISHED: { label: 'Finished', color: 'gray' },
};

export const badgeOf = (status: string) => STATUS_BADGE[status as ExperimentStatus] ?? { label: status, color: 'gray' };
export const canEdit = (status: string) => status === 'READY';
export const canDeploy = (status: string) => status !== 'FINISHED' && status !== 'RUNNING';
export const canShutdown = (status: string) => status === 'RUNNING' || status === 'GRAY_PUBLISH';
export const canAdjust = canShutdown;
