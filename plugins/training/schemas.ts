// The training plugin's zod schemas, with the texts of shared.ts. One per input: the client's
// upload, the list's query, the trigger's body and the download's query.
import { z } from 'zod';
import { envNameField, isoDateTime, pagingFields } from '../../core/shared/zod';
import { DEFAULT_PAGE_SIZE, FIREBASE_ID_PATTERN, MAX_EXTRA_BYTES, MAX_RECORDS, MESSAGES, PAGE_SIZES } from './shared';

const firebaseId = z
  .string({ error: MESSAGES.firebaseIdRequired })
  .trim()
  .min(1, MESSAGES.firebaseIdRequired)
  .regex(FIREBASE_ID_PATTERN, MESSAGES.firebaseIdPattern);
const userId = z
  .string({ error: MESSAGES.userIdRequired })
  .trim()
  .min(1, MESSAGES.userIdRequired)
  .max(128, 'userId is at most 128 characters');
const count = (label: string, max: number) =>
  z
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(0, `${label} must be at least 0`)
    .max(max, `${label} must be at most ${max}`);

/** One puzzle session a game client recorded (README: what training data is). */
export const trainingRecordSchema = z.strictObject({
  puzzleId: z.string({ error: 'puzzleId is required' }).trim().min(1, 'puzzleId is required').max(64, 'puzzleId is at most 64 characters'),
  level: count('level', 100_000),
  startedAt: isoDateTime('startedAt is required'),
  durationMs: count('durationMs', 86_400_000),
  moves: count('moves', 1_000_000),
  hintsUsed: count('hintsUsed', 10_000),
  completed: z.boolean({ error: 'completed must be true or false' }),
  extra: z
    .record(z.string(), z.unknown(), { error: MESSAGES.extraTooLarge })
    .refine((v) => new TextEncoder().encode(JSON.stringify(v)).byteLength <= MAX_EXTRA_BYTES, MESSAGES.extraTooLarge)
    .optional(),
});
export type TrainingRecord = z.output<typeof trainingRecordSchema>;

export const uploadSchema = z.strictObject({
  firebaseId,
  userId,
  platform: z.union([z.literal(1), z.literal(2)], { error: MESSAGES.platform }),
  records: z
    .array(trainingRecordSchema, { error: MESSAGES.recordsRequired })
    .min(1, MESSAGES.recordsRequired)
    .max(MAX_RECORDS, MESSAGES.tooManyRecords),
});
export type UploadInput = z.output<typeof uploadSchema>;

const env = envNameField(MESSAGES.env);

export const listQuerySchema = z.object({
  env,
  /** Part of a Firebase id (case-insensitive). */
  firebaseId: z.string().trim().max(128, 'firebaseId is at most 128 characters').default(''),
  ...pagingFields(PAGE_SIZES, DEFAULT_PAGE_SIZE),
});

export const envQuerySchema = z.object({ env });
export const downloadQuerySchema = z.object({ env, firebaseId });
export const triggerSchema = z.object({ userId, firebaseId });

/** POST /client/v1/:code/:env/training: the upload as stored (UploadAnswer, shared.ts). */
export const uploadAnswerSchema = z.object({
  accepted: z.number().int().describe('Records stored from this upload (all of them: a bad record refuses the whole upload)'),
  uploadCount: z.number().int().describe("The player's uploads in this environment so far, this one included"),
});
