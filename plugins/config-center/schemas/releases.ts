// The releases part's schemas (001 §3 "Config center"): the archives list, the "create archive
// and release" form (one schema for the modal and the server), a release, and the client API's
// long-poll query. Messages where the spec is silent are ours (README "Releases").
import { z } from 'zod';
import { ARCHIVES_PAGE_SIZE } from '../shared';
import { ccEnvSchema, nameSpaceSchema } from './common';

export const NOTE_MAX = 500;
/** The long-poll holds at most this long (seconds); 30 when the client does not say. */
export const WAIT_MAX = 60;
export const WAIT_DEFAULT = 30;

const idMessage = 'archiveId must be an archive id';
/** A positive 32-bit id (a 20-digit number is a 400, not a database error). */
export const archiveIdField = z.coerce
  .number({ error: idMessage })
  .int(idMessage)
  .min(1, idMessage)
  .max(2 ** 31 - 1, idMessage);

/** GET archives?env&nameSpace&pn&ps (001 §9: 10 a page; 10, 20, 50, 100). */
export const archivesQuery = z.object({
  env: ccEnvSchema,
  nameSpace: nameSpaceSchema,
  pn: z.coerce
    .number({ error: 'pn must be a page number' })
    .int('pn must be a page number')
    .min(1, 'pn must be a page number')
    .max(100000, 'pn must be a page number')
    .default(1),
  ps: z.coerce
    .number({ error: 'ps must be 10, 20, 50 or 100' })
    .refine((n) => [10, 20, 50, 100].includes(n), 'ps must be 10, 20, 50 or 100')
    .default(ARCHIVES_PAGE_SIZE),
});

/** 1/0 as the spec sends it, or a boolean (the modal's switch). */
const needReleaseField = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: 'needRelease must be 0 or 1' })
  .transform((v) => v === true || v === 1 || v === '1')
  .default(true);

/**
 * POST archives (001 §3 new archive {code, env, nameSpace, note, needRelease default 1}). The
 * body's `operator` is accepted and ignored: the archive names the signed-in user.
 */
export const createArchiveSchema = z.object({
  env: ccEnvSchema,
  nameSpace: nameSpaceSchema,
  note: z.string({ error: 'Note must be text' }).trim().max(NOTE_MAX, `Note: at most ${NOTE_MAX} characters`).default(''),
  needRelease: needReleaseField,
  operator: z.string().max(200).optional(),
  code: z.string().max(200).optional(),
});
export type CreateArchiveInput = z.input<typeof createArchiveSchema>;

/** POST releases {archiveId}: release that archive (an earlier one: the rollback). */
export const releaseBodySchema = z.object({ archiveId: archiveIdField });

/** GET /client/v1/:code/:env/config/:namespace?version=&wait= (the long-poll). */
export const longPollQuery = z.object({
  version: z
    .string()
    .trim()
    .max(64, 'version must be a commit id')
    .regex(/^[0-9a-f]*$/i, 'version must be a commit id')
    .optional(),
  wait: z.coerce
    .number({ error: `wait must be 0 to ${WAIT_MAX} seconds` })
    .min(0, `wait must be 0 to ${WAIT_MAX} seconds`)
    .max(WAIT_MAX, `wait must be 0 to ${WAIT_MAX} seconds`)
    .default(WAIT_DEFAULT),
});

/** GET /client/v1/:code/:env/config/:namespace: the namespace's live release, once it changed. */
export const clientReleaseSchema = z.object({
  commitId: z.string().describe('The release: send it back as version to wait for the next one'),
  dataVersion: z.number().int().describe("The release's data version (also X-Data-Version on each file)"),
  files: z.array(z.string()).describe('The file names of the release: GET .../config/{namespace}/{file} each'),
});
