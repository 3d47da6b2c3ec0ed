// The releases part's words on the web (the spec's where it has them, 001 §8).
import type { ArchiveRow, CcEnv } from '../../shared';

/** 001 §8 for prod: 'Are you sure to publish to Prod?'; ours elsewhere. */
export const releaseConfirmation = (env: CcEnv, a: Pick<ArchiveRow, 'id' | 'dataVersion'>) =>
  env === 'prod' ? 'Are you sure to publish to Prod?' : `Release archive ${a.id} (version ${a.dataVersion}) to ${env}?`;
export const RELEASED_TOAST = 'SUCCESS';
export const CREATED_TOAST = 'Created';
