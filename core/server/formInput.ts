// Calls that are multipart (a resource file plus text fields: activities, online releases) read
// here; JSON bodies are read the same way, so a script can send fields without a file.
import type { Context } from 'hono';
import { badRequest } from './errors';

export interface FormInput {
  fields: Record<string, unknown>;
  file: File | null;
}

export const FILE_FIELDS = ['resource', 'file'];
export const ONE_FILE = 'Only one resource file can be uploaded';

export async function readFormInput(c: Context): Promise<FormInput> {
  if (/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    let form: FormData;
    try {
      form = await c.req.formData();
    } catch {
      throw badRequest('Malformed multipart body');
    }
    const fields: Record<string, unknown> = {};
    let file: File | null = null;
    for (const [key, value] of form.entries()) {
      if (typeof value === 'string') {
        fields[key] = value;
      } else if (FILE_FIELDS.includes(key) && (value.size > 0 || value.name)) {
        if (file) throw badRequest(ONE_FILE, [{ path: 'resource', message: ONE_FILE }]);
        file = value;
      }
    }
    return { fields, file };
  }
  const text = await c.req.text();
  if (!text.trim()) return { fields: {}, file: null };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('Malformed JSON body');
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw badRequest('The body must be an object of fields');
  return { fields: value as Record<string, unknown>, file: null };
}
