// The in-site-messages API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import { clearSchema, historyQuerySchema, listQuerySchema, saveMessageSchema, uploadSchema } from './schemas';
import { releases, type HistoryResponse, type InSiteMessage, type MessageListResponse } from './shared';

/** The generic release routes' endpoints for what the plugin publishes (`releases`). */
export const publishable = publishableSpec(releases);

const MESSAGES_API = '/v1/:code/inSiteMessage';

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  list: endpoint({ method: 'GET', path: MESSAGES_API, query: listQuerySchema, response: typeOf<MessageListResponse>() }),
  save: endpoint({ method: 'POST', path: MESSAGES_API, body: saveMessageSchema, response: typeOf<{ inSiteMessage: InSiteMessage }>() }),
  upload: endpoint({
    method: 'POST',
    path: `${MESSAGES_API}/upload`,
    body: uploadSchema,
    response: typeOf<{ returnId: number; inSiteMessage: InSiteMessage }>(),
  }),
  clear: endpoint({ method: 'POST', path: `${MESSAGES_API}/upload/clear`, body: clearSchema, response: typeOf<{ returnId: number }>() }),
  histories: endpoint({ method: 'GET', path: `${MESSAGES_API}/histories`, query: historyQuerySchema, response: typeOf<HistoryResponse>() }),
  latestByCountry: endpoint({
    method: 'GET',
    path: `${MESSAGES_API}/histories/latestByCountry`,
    query: historyQuerySchema,
    response: typeOf<HistoryResponse>(),
  }),
};
