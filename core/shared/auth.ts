import { z } from 'zod';
import type { RightGrant, Role } from './access';

/** Login form (document 002 §5), shared by the web form and the server validator. */
export const loginSchema = z.object({
  mail: z.string().trim().max(254, 'Please enter correct mail').regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter correct mail'),
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

export const WRONG_CREDENTIALS = 'Wrong mail or password';
