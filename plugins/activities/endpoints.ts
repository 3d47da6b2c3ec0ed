// The activities API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import { clientActivitiesSchema, clientQuerySchema, envQuerySchema, grayGroupSchema } from './schemas';
import { releases, type Activity, type GrayGroupSaved, type PublishResult } from './shared';

/** The generic release routes' endpoints for what the plugin publishes (`releases`). */
export const publishable = publishableSpec(releases);

const EVENTS = '/v1/:code/event';
type One = { activity: Activity };

/** Create, update and copy are multipart (the resource file, the fields as strings): their handlers read the form. */
export const endpoints = {
  list: endpoint({ method: 'GET', path: EVENTS, query: envQuerySchema, response: typeOf<{ rows: Activity[] }>() }),
  get: endpoint({ method: 'GET', path: `${EVENTS}/:id`, response: typeOf<One>() }),
  /** A sandbox activity, or with env=prod the prod copy of a published one. */
  create: endpoint({ method: 'POST', path: EVENTS, multipart: true, response: typeOf<One>() }),
  update: endpoint({ method: 'PUT', path: `${EVENTS}/:id`, multipart: true, query: envQuerySchema.partial(), response: typeOf<One>() }),
  remove: endpoint({ method: 'DELETE', path: `${EVENTS}/:id`, response: typeOf<{ id: number }>() }),
  saveGrayGroup: endpoint({ method: 'PUT', path: `${EVENTS}/grayRelease`, body: grayGroupSchema, response: typeOf<GrayGroupSaved>() }),
  publish: endpoint({ method: 'POST', path: `${EVENTS}/:id/upload`, query: envQuerySchema.partial(), response: typeOf<PublishResult>() }),
  syncResource: endpoint({ method: 'POST', path: `${EVENTS}/:id/resource/sync`, response: typeOf<One>() }),
  copy: endpoint({ method: 'POST', path: `${EVENTS}/:id/copy`, multipart: true, response: typeOf<One>() }),
  /** Game clients: the activities open now (clientEndpoint: /client/v1/openapi.json). */
  client: clientEndpoint({
    method: 'GET',
    path: '/client/v1/:code/:env/activities',
    query: clientQuerySchema,
    summary: 'The activities open now for a platform, client version and user',
    description:
      'The activities published to the environment that are enabled, open now, and whose minimum version for the platform (1 Android, 2 iOS, 3 Mac; or its name) the client version meets, by priority (highest first). In a gray release each user sees only the member whose tag they draw (always the same for a userId); without a userId gray-release activities are left out. The answer holds until the next activity opens or closes.',
    response: clientActivitiesSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      query: { platform: '1', version: '2.4.0', userId: 'p-58213' },
      response: {
        activities: [
          {
            id: 311,
            eventId: 207,
            name: 'Spring Puzzle Rush',
            openAt: '2026-04-01T00:00:00.000Z',
            closeAt: '2026-04-15T00:00:00.000Z',
            priority: 5,
            rule: { goal: 30, reward: 'coins', amount: 500 },
            resource: {
              url: 'https://cdn.example.com/jigsaw/activities/5c2e9a.zip',
              md5: '5c2e9a1b7d3f4e6a8b0c1d2e3f4a5b6c',
              size: 1843200,
            },
            grayRelease: null,
          },
          {
            id: 318,
            eventId: 214,
            name: 'Daily Streak (trial B)',
            openAt: '2026-03-28T00:00:00.000Z',
            closeAt: '2026-04-30T00:00:00.000Z',
            priority: 2,
            rule: { days: 7 },
            resource: null,
            grayRelease: { name: 'streak-trial', tag: 'B' },
          },
        ],
      },
    },
  }),
};
