// The create-a-puzzle form (multipart): its fields validated together (every issue in one 400),
// its pictures read and typed by their bytes, a picture over the limit a 413.
import type { Context } from 'hono';
import { badRequest, tooLarge } from '../../../core/server/errors';
import type { ApiIssue } from '../../../core/shared/errors';
import { toApiIssues } from '../../../core/shared/zod';
import { createSchema } from '../schemas';
import { MESSAGES, PICTURE_MAX_BYTES } from '../shared';
import { pictureTypeOf, type PictureType } from './pictures';

/** The create form: its fields validated together (every issue in one 400), its pictures read and typed by their bytes. */
export async function readCreateForm(c: Context) {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw badRequest(MESSAGES.notMultipart);
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest(MESSAGES.notMultipart);
  }
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : undefined;
  };
  const issues: ApiIssue[] = [];
  let attr: unknown = undefined;
  const attrText = text('attr');
  if (attrText !== undefined && attrText.trim() !== '') {
    try {
      attr = JSON.parse(attrText);
    } catch {
      issues.push({ path: 'attr', message: MESSAGES.attrJson });
    }
    if (attr !== undefined && (attr === null || typeof attr !== 'object' || Array.isArray(attr)))
      issues.push({ path: 'attr', message: MESSAGES.attrJson });
  }
  const sortText = text('sort')?.trim();
  const parsed = createSchema.safeParse({
    name: text('name'),
    attr: issues.length ? undefined : attr,
    sort: sortText ? Number(sortText) : undefined,
  });
  if (!parsed.success) issues.unshift(...toApiIssues(parsed.error));
  const pictures: { field: 'pic1' | 'pic2'; bytes: Uint8Array; type: PictureType; name: string }[] = [];
  let tooBig = false;
  for (const field of ['pic1', 'pic2'] as const) {
    const file = form.get(field);
    if (!(file instanceof File) || file.size === 0) {
      if (field === 'pic1') issues.push({ path: field, message: MESSAGES.pic1Required });
      continue;
    }
    if (file.size > PICTURE_MAX_BYTES) {
      tooBig = true;
      continue;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = pictureTypeOf(bytes);
    if (!type) issues.push({ path: field, message: MESSAGES.pictureType });
    else pictures.push({ field, bytes, type, name: file.name });
  }
  if (tooBig) throw tooLarge(MESSAGES.pictureTooBig);
  if (issues.length || !parsed.success) throw badRequest(issues[0].message, issues);
  return { ...parsed.data, pictures };
}
