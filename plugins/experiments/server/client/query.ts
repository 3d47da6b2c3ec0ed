// The query of GET /client/v1/:code/:env/experiments, checked before anything is read: a bad
// value is a 400 naming it, never a 500 (DESIGN §7).
import { z } from 'zod';
import { EXPERIMENT_PLATFORM_NUMBER } from '../../../../core/shared/experiments';
import type { PlatformNumber } from '../assign';

const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

/** '' is the same as absent (a client that sends `level=` has no level to tell). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Events number platforms 1 Android, 2 iOS, 3 Mac (core/server/warehouse/README.md); names are taken too. */
const PLATFORMS: Record<string, PlatformNumber> = { '1': 1, '2': 2, '3': 3, ...EXPERIMENT_PLATFORM_NUMBER, mac: 3 };

export const clientExperimentsQuery = z.object({
  userId: z
    .string({ error: 'userId is required' })
    .trim()
    .min(1, 'userId is required')
    .max(128, 'userId: at most 128 characters')
    .regex(NO_CONTROL, 'userId: no control characters'),
  platform: z
    .string({ error: 'platform is required' })
    .transform((p) => PLATFORMS[p.trim().toLowerCase()])
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'platform must be android, ios, 1 (Android), 2 (iOS) or 3 (Mac)' })),
  version: optional(
    z
      .string()
      .trim()
      .max(32, 'version: at most 32 characters')
      .regex(/^\d{1,9}(\.\d{1,9})*$/, 'version must be a dotted version such as 1.4.0'),
  ),
  level: optional(
    z
      .string()
      .regex(/^\d{1,7}$/, 'level must be a whole number from 0 to 1000000')
      .transform(Number)
      .pipe(z.number().max(1_000_000, 'level must be a whole number from 0 to 1000000')),
  ),
  country: optional(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z]{2,3}$/, 'country must be a country code such as US')
      .transform((c) => c.toUpperCase()),
  ),
});

export type ClientExperimentsQuery = z.output<typeof clientExperimentsQuery>;
