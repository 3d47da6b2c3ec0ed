// The uploads API's typed endpoint (002 §7: "upload resource list", path not shown: ours).
import { z } from 'zod';
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { pagingFields } from '../../core/shared/zod';
import { DEFAULT_PAGE_SIZE, MESSAGES, PAGE_SIZES, type UploadListResponse } from './shared';

export const listQuerySchema = z.object({
  ...pagingFields(PAGE_SIZES, DEFAULT_PAGE_SIZE),
  mine: z.enum(['0', '1'], { error: MESSAGES.mine }).default('0'),
});

export const endpoints = {
  list: endpoint({ method: 'GET', path: '/v1/:code/uploads', query: listQuerySchema, response: typeOf<UploadListResponse>() }),
};
