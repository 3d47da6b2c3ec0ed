// GET /client/v1/:code/:env/experiments: its query, checked before anything is read (a bad value
// is a 400 naming it, never a 500; DESIGN §7), and its answer (the game-client contract).
import { z } from 'zod';
import { EXPERIMENT_PLATFORM_NUMBER } from '../../../core/shared/experiments';

const NO_CONTROL = /^[^\u0000-\u001f\u007f]*$/;

/** '' is the same as absent (a client that sends `level=` has no level to tell). */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

/** Events number platforms 1 Android, 2 iOS, 3 Mac (core/server/warehouse/README.md); names are taken too. */
const PLATFORMS: Record<string, 1 | 2 | 3> = { '1': 1, '2': 2, '3': 3, ...EXPERIMENT_PLATFORM_NUMBER, mac: 3 };

export const clientExperimentsQuery = z.object({
  userId: z
    .string({ error: 'userId is required' })
    .trim()
    .min(1, 'userId is required')
    .max(128, 'userId: at most 128 characters')
    .regex(NO_CONTROL, 'userId: no control characters')
    .describe("The player's id: their group in each experiment is drawn once and kept"),
  platform: z
    .string({ error: 'platform is required' })
    .transform((p) => PLATFORMS[p.trim().toLowerCase()])
    .pipe(z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'platform must be android, ios, 1 (Android), 2 (iOS) or 3 (Mac)' }))
    .describe('android, ios, mac, or 1 (Android), 2 (iOS), 3 (Mac)'),
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

/** Its answer: the running experiments the user is in, by id. */
export const clientExperimentsSchema = z.object({
  experiments: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      kind: z.union([z.literal(1), z.literal(2)]).describe('1: a v1 (level scope) experiment; 2: a v2 (wizard) experiment'),
      group: z.string().describe("The tag of the user's group"),
      phase: z.number().int().describe('The phase the user was placed in'),
      levels: z
        .union([z.array(z.object({ level: z.number().int(), puzzleId: z.number().int() })), z.array(z.number().int())])
        .describe("The group's puzzles. v1: [{ level, puzzleId }] of its scope; v2: puzzle ids in level order (empty for an AA test)"),
    }),
  ),
});
