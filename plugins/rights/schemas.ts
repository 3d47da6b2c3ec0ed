// The rights plugin's zod schemas: one per form, shared by the Mantine forms and the server's
// validators, so each message is written once.
import { z } from 'zod';
import { idField } from '../../core/shared/zod';

const rightName = z
  .string({ error: 'Please input Right name!' })
  .trim()
  .min(1, 'Please input Right name!')
  .max(64, 'At most 64 characters')
  .regex(/^[A-Za-z][A-Za-z0-9_.:-]*$/, 'Use letters, digits, _ . : or -, starting with a letter');

export const rightSchema = z.object({
  name: rightName,
  url: z.string().trim().max(255, 'At most 255 characters').default(''),
});

export const groupSchema = z.object({
  name: z.string({ error: 'Please input Group name!' }).trim().min(1, 'Please input Group name!').max(64, 'At most 64 characters'),
  rightsList: z.array(z.string().trim().min(1).max(64, 'At most 64 characters')).max(1000).default([]),
});

export const assignSchema = z.object({
  userId: idField('Choose a user'),
  rights: z.array(z.string().trim().min(1).max(64, 'At most 64 characters')).max(1000).default([]),
});

/** GET /v1/:code/authorize?userId= */
export const userRightsQuery = z.object({ userId: idField('Choose a user') });
