// What both parts' schemas share: the env and the namespace as the query or body carries them.
import { z } from 'zod';
import { CC_ENVS } from '../shared';

export const ccEnvSchema = z.enum(CC_ENVS, { error: 'Please select env' });
/** A namespace name: letters, digits, '.', '_' and '-', up to 64 characters. */
export const nameSpaceSchema = z
  .string({ error: 'Please input namespace' })
  .trim()
  .min(1, 'Please input namespace')
  .max(64, 'At most 64 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Letters, digits, ".", "_" and "-" only');
/** Where a call reads: the env and the namespace. */
export const namespaceQuery = z.object({ env: ccEnvSchema, nameSpace: nameSpaceSchema });
