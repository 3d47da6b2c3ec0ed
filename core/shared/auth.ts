import { z } from 'zod';
import type { RightGrant, Role } from './access';
import { endpoint, typeOf } from './endpoint';

/** Login form (document 002 §5), shared by the web form and the server validator. */
export const loginSchema = z.object({
  mail: z
    .string()
    .trim()
    .max(254, 'Please enter correct mail')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter correct mail'),
  // Long enough for any passphrase; a megabyte would only make argon2 work for an attacker.
  password: z.string().min(1, 'Please enter your password').max(1024, 'At most 1024 characters'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export interface CurrentUser {
  id: number;
  mail: string;
  displayName: string;
  role: Role;
  rights: RightGrant[];
}

/** How an operator is named in rows and histories: the display name, else the mail. */
export const operatorName = (user: { displayName?: string | null; mail: string }): string => user.displayName || user.mail;

export const WRONG_CREDENTIALS = 'Wrong mail or password';

/** A user as the pickers list them (owners, rights assignment). */
export interface UserOption {
  id: number;
  mail: string;
  displayName: string;
  role: Role;
}

/** Core's typed endpoints that plugins' web code calls (core/shared/endpoint.ts). */
export const authEndpoints = {
  /** Every user, for pickers (admin). */
  userOptions: endpoint({ method: 'GET', path: '/v1/user', response: typeOf<{ users: UserOption[] }>() }),
};
