// The manage part's schemas (001 §5 "Config center"): one per form and call, carrying the spec's
// messages, shared by the web's modals and the server's routes.
import { z } from 'zod';
import { PROJECT_CODE_PATTERN } from '../../../core/shared/project';
import { ccEnvSchema, nameSpaceSchema, namespaceQuery } from './common';

export const MANAGE_MESSAGES = {
  fileName: 'Please input file name',
  fileExisted: 'file existed',
  fileContent: 'Please input file content',
  fileNameChars: "A file name may not contain '/', '\\' or control characters",
  fileNameDots: "A file name may not be '.' or '..'",
  fileTooLong: `At most 128 characters`,
  contentTooBig: 'The file is larger than 1 MB',
  project: 'Please select project',
  namespaceExisted: 'namespace existed',
  codeMismatch: "The body's code is not the project of the path",
  noNamespace: 'No such namespace',
  noFile: 'No such file',
  noArchive: 'No such archive in this namespace',
  noFileInArchive: 'The archive has no such file',
  // 001 §8's success texts.
  saved: 'Updated',
  created: 'Created',
  deleted: 'Success',
} as const;

export const MAX_FILE_NAME_CHARS = 128;
/** A config file's largest content, in UTF-8 bytes. */
export const MAX_FILE_BYTES = 1024 * 1024;

const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

/** A file name: 1–128 characters, no path separators or control characters, not '.' or '..'. */
export const fileNameSchema = z
  .string({ error: MANAGE_MESSAGES.fileName })
  .trim()
  .min(1, MANAGE_MESSAGES.fileName)
  .max(MAX_FILE_NAME_CHARS, MANAGE_MESSAGES.fileTooLong)
  .refine((s) => !/[/\\\u0000-\u001f\u007f]/.test(s), MANAGE_MESSAGES.fileNameChars)
  .refine((s) => s !== '.' && s !== '..', MANAGE_MESSAGES.fileNameDots);

/** A file's content: required (not only blanks), at most 1 MB; kept exactly as typed. */
export const fileContentSchema = z
  .string({ error: MANAGE_MESSAGES.fileContent })
  .refine((s) => s.trim() !== '', MANAGE_MESSAGES.fileContent)
  .refine((s) => s.length <= MAX_FILE_BYTES && utf8Bytes(s) <= MAX_FILE_BYTES, MANAGE_MESSAGES.contentTooBig);

/** The project code a body names (it must be the path's: the server checks). */
export const projectCodeSchema = z
  .string({ error: MANAGE_MESSAGES.project })
  .trim()
  .min(1, MANAGE_MESSAGES.project)
  .regex(PROJECT_CODE_PATTERN, MANAGE_MESSAGES.project);

/** The create namespace modal and POST nameSpaces (defaults: 'default' in dev). */
export const newNamespaceSchema = z.object({ code: projectCodeSchema, env: ccEnvSchema, nameSpace: nameSpaceSchema });
export type NewNamespace = z.infer<typeof newNamespaceSchema>;

/** The create file modal's fields. */
export const newFileSchema = z.object({ fileName: fileNameSchema, fileContent: fileContentSchema });
export type NewFile = z.infer<typeof newFileSchema>;

/** POST files/content: create (the modal) or update (Submit). */
export const saveFileSchema = z.object({
  code: projectCodeSchema,
  env: ccEnvSchema,
  nameSpace: nameSpaceSchema,
  fileName: fileNameSchema,
  fileContent: fileContentSchema,
  create: z.boolean({ error: 'create is true or false' }).optional(),
});
export type SaveFile = z.infer<typeof saveFileSchema>;

/** A commit id: the archive's sha1 in hex. */
export const commitIdSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{40}$/i, 'Not a commit id')
  .transform((s) => s.toLowerCase());

export const filesQuery = namespaceQuery;
export const fileQuery = namespaceQuery.extend({ fileName: fileNameSchema, commitId: commitIdSchema.optional() });
export const namespacesQuery = z.object({ env: ccEnvSchema });

/** DELETE files: the file named in the query. */
export const deleteFileQuery = namespaceQuery.extend({ fileName: fileNameSchema });
