// The users plugin's zod schemas: one per form, shared by the Mantine forms and the server's
// validators, so each message is written once.
import { z } from 'zod';
import { ROLES } from '../../core/shared/access';
import { pagingFields } from '../../core/shared/zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, PASSWORD_MIN } from './shared';

const MAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Mail as the admin types it: required, then a simple address pattern (001 §5). */
export const mailField = z
  .string({ error: 'Please input the mail' })
  .trim()
  .min(1, 'Please input the mail')
  .max(254, 'Please enter the correct email address!')
  .regex(MAIL_PATTERN, 'Please enter the correct email address!')
  .transform((m) => m.toLowerCase());

export const createUserSchema = z.object({
  mail: mailField,
  displayName: z
    .string({ error: 'Please input the displayName' })
    .trim()
    .min(1, 'Please input the displayName')
    .max(64, 'At most 64 characters'),
});

export const updateUserSchema = z.object({
  role: z.enum(ROLES, { error: 'Choose a role' }),
  /** Only for LIMIT users; cleared for the others. */
  alias: z
    .array(
      z.string().trim().max(254, 'Please enter the correct email address!').regex(MAIL_PATTERN, 'Please enter the correct email address!'),
    )
    .max(50)
    .default([]),
  /** Empty keeps the current password. */
  password: z
    .string()
    .default('')
    .refine((p) => p === '' || p.length >= PASSWORD_MIN, `The password needs at least ${PASSWORD_MIN} characters`),
});

export const modifyMailSchema = z.object({ newMail: mailField });

export const listUsersQuery = z.object({
  ...pagingFields(PAGE_SIZES, DEFAULT_PAGE_SIZE),
  mail: z.string().trim().max(254).default(''),
});

export const mailDomainsSchema = z.object({
  internalDomains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(253, 'Not a domain')
        .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Not a domain'),
    )
    .max(20),
  companyDomains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .max(253, 'Not a domain')
        .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Not a domain'),
    )
    .max(20),
});
export type MailDomains = z.infer<typeof mailDomainsSchema>;
