// The in-site-messages API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import {
  clearSchema,
  clientMessagesSchema,
  clientQuerySchema,
  historyQuerySchema,
  listQuerySchema,
  saveMessageSchema,
  uploadSchema,
} from './schemas';
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
  /** Game clients: the in-site messages online (clientEndpoint: /client/v1/openapi.json). */
  client: clientEndpoint({
    method: 'GET',
    path: '/client/v1/:code/:env/messages',
    query: clientQuerySchema,
    summary: 'The in-site messages online for a platform and country',
    description:
      "The config uploaded to the environment for the platform (1 Android, 2 iOS; or its name) and the player's country, else the 'default' country's. With a version, a config whose rule leaves it out serves no messages. All fields but messages are null when no config is online.",
    response: clientMessagesSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      query: { platform: '1', country: 'FR', version: '2.4.0' },
      response: {
        messages: [
          {
            to: 'Facebook',
            type: 'bonus',
            url: 'https://www.facebook.com/jigsawpuzzles/posts/1029384756',
            timezone: 'Europe/Paris',
            startTimestamp: 1775023200,
          },
        ],
        country: 'FR',
        rule: { clientVersions: ['2.0.0', '0.0.0'] },
        id: 734,
      },
    },
  }),
};
