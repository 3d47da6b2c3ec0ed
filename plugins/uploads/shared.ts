// Plugin `uploads` (002 Upload page): every file uploaded to the project (core's `uploads` table,
// written by core/server/storage/uploadRoute.ts and the plugins' own resource uploads) with its
// thumbnail, md5, size, operator, time and URL; copy the URL; only my uploads. Zod-free (the web
// manifest imports it): schemas and endpoints in endpoints.ts.
import type { RightDecl } from '../../core/shared/access';

export const PLUGIN_ID = 'uploads';
export const paths = { uploads: '/:code/uploads' } as const;
export const RIGHT_UPLOADS = 'uploads';
export const rights: RightDecl[] = [{ name: RIGHT_UPLOADS, url: paths.uploads, title: 'Uploads' }];

/** 002 §9: 10, 20, 50, 100; default 10. */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** 002 §8. */
export const TOASTS = { copied: 'Copied' };
export const MESSAGES = { cannotCopy: 'Can not copy!', mine: "mine is 1 (only the current user's uploads) or 0" };

export interface UploadedFile {
  id: number;
  url: string;
  key: string;
  fileName: string;
  contentType: string;
  md5: string;
  size: number;
  operatorMail: string;
  operatorName: string;
  createdAt: string;
}
export interface UploadListResponse {
  rows: UploadedFile[];
  total: number;
}

/** Images get a thumbnail; everything else an icon. */
export const isImage = (contentType: string) => /^image\/(png|jpe?g|gif|webp|avif|bmp|svg\+xml)$/i.test(contentType);
