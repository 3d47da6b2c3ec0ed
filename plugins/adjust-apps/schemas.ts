// The Adjust app form's one schema: the Mantine form and the server's validator (002 §5 messages).
import { z } from 'zod';
import { idField, platformCodeField } from '../../core/shared/zod';
import { MESSAGES, TOKEN_MAX, TOKEN_MIN, type AdjustPlatform } from './shared';

const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9]{${TOKEN_MIN},${TOKEN_MAX}}$`);

export const adjustAppSchema = z.object({
  /** With an id the POST updates that app; without, it creates one. */
  id: idField().optional(),
  projectCode: z.string({ error: MESSAGES.projectRequired }).trim().min(1, MESSAGES.projectRequired).max(32, MESSAGES.projectRequired),
  platform: platformCodeField<AdjustPlatform>([1, 2], MESSAGES.platformRequired),
  token: z.string({ error: MESSAGES.tokenRequired }).trim().min(1, MESSAGES.tokenRequired).regex(TOKEN_PATTERN, MESSAGES.tokenShape),
});
export type AdjustAppBody = z.input<typeof adjustAppSchema>;
