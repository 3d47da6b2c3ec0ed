import { z } from 'zod';
import type { RightGrant, Role } from './access';

/** Login form (document 002 §5), shared by the web form and the server validator. */
export const loginSchema = z.object({
  mail: z.string().trim().regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter correct mail'),
  password: z.string().min(1, 'Please enter your password'),
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
