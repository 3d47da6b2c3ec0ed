// Publishing a platform's rules, shared by the screen's buttons and the palette command:
// Prod asks the spec's WARNING confirmation first.
import { CONFIRM, platformLabel } from '../shared';
import type { PublishResult } from './api';

export const publishConfirmation = (env: 'Sandbox' | 'Prod', platform: number) =>
  env === 'Prod' ? { title: CONFIRM.releaseProdTitle, message: CONFIRM.releaseProd(platformLabel(platform)) } : null;

/** The toast after a publish: SUCCESS!, or why no new release was made. */
export const publishToast = (r: PublishResult) =>
  r.unchanged
    ? `Nothing changed: ${r.env === 'prod' ? 'Prod' : 'Sandbox'} already serves these rules (returnId ${r.returnId})`
    : 'SUCCESS!';
