// POST task/image (002 §5 "Image upload png only, max 10 MB"): the notification's picture, stored
// through core's file store under a content-addressed key (a new picture, a new URL: a push
// already sent keeps showing its own), answered as the URL for notification.imageUrl.
import type { Context } from 'hono';
import { routeOf } from '../../../../core/server/plugin';
import { badRequest, tooLarge } from '../../../../core/server/errors';
import { contentKey } from '../../../../core/server/storage/fileStore';
import { rule } from '../../../../core/shared/access';
import { taskEndpoints } from '../../endpoints/tasks';
import { TASK_API_MESSAGES } from '../../schemas/tasks';
import { IMAGE_MAX_BYTES, RIGHT_PUSH } from '../../shared';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const isPng = (data: Uint8Array) => data.length >= 8 && PNG_SIGNATURE.every((b, i) => data[i] === b);

async function fileOf(c: Context): Promise<File> {
  let form: FormData;
  try {
    if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) throw new Error('not multipart');
    form = await c.req.formData();
  } catch {
    throw badRequest(TASK_API_MESSAGES.noImage, [{ path: 'file', message: TASK_API_MESSAGES.noImage }]);
  }
  const file = form.get('file');
  if (!(file instanceof File)) throw badRequest(TASK_API_MESSAGES.noImage, [{ path: 'file', message: TASK_API_MESSAGES.noImage }]);
  return file;
}

export const imageRoute = routeOf(taskEndpoints.image, {
  rule: rule.right(RIGHT_PUSH),
  summary: 'Upload a notification image (multipart file: png, at most 10 MB); answers its URL',
  // Room for the multipart framing around a file just over the limit, so it gets our 413 message.
  maxBodyBytes: IMAGE_MAX_BYTES + 256 * 1024,
  async handler(ctx) {
    const file = await fileOf(ctx.c);
    if (file.size > IMAGE_MAX_BYTES) throw tooLarge(TASK_API_MESSAGES.imageTooLarge);
    const data = new Uint8Array(await file.arrayBuffer());
    // The name and the bytes both: a renamed jpeg is not a png.
    if (!/\.png$/i.test(file.name) || !isPng(data))
      throw badRequest(TASK_API_MESSAGES.onlyPng, [{ path: 'file', message: TASK_API_MESSAGES.onlyPng }]);
    const key = `${ctx.project.code}/${contentKey('push', data, file.name, 'image.png')}`;
    await ctx.services.storage.put(key, data, 'image/png');
    const url = ctx.services.storage.url(key);
    await ctx.audit({ area: 'push', action: 'uploadImage', target: key, after: { url, size: data.length, fileName: file.name } });
    return { url };
  },
});
