// 002 §6: with tracking off in the project config the event check is unavailable; the server
// refuses its routes too (the web page says so before calling them).
import { HttpError } from '../../../core/server/errors';
import type { ProjectRow } from '../../../core/server/plugin';
import { MESSAGES, trackingEnabled } from '../shared';

export function requireTracking(project: ProjectRow): void {
  if (!trackingEnabled(project.config)) throw new HttpError(403, MESSAGES.trackingDisabled, 'tracking_disabled');
}
