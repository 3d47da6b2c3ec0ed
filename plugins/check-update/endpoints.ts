// The check-update API's typed endpoints, both halves' one definition (core/shared/endpoint.ts).
// Beside shared.ts rather than in it: they carry the zod schemas, which the entry chunk must not load.
import { z } from 'zod';
import { clientEndpoint, endpoint, typeOf } from '../../core/shared/endpoint';
import { publishableSpec } from '../../core/shared/publish';
import {
  checkUpdateRuleSchema,
  clientCheckUpdateSchema,
  clientQuerySchema,
  listQuerySchema,
  platformField,
  publishQuerySchema,
  reachQuerySchema,
} from './schemas';
import { releases, type CheckUpdateListResponse, type CheckUpdateRule, type PublishResult, type RulesReachResponse } from './shared';

/** The generic release routes' endpoints for what the plugin publishes (`releases`). */
export const publishable = publishableSpec(releases);

const RULES = '/v1/:code/checkUpdateRules';

/** The typed endpoints both halves use (core/shared/endpoint.ts). */
export const endpoints = {
  list: endpoint({ method: 'GET', path: RULES, query: listQuerySchema, response: typeOf<CheckUpdateListResponse>() }),
  create: endpoint({ method: 'POST', path: RULES, body: checkUpdateRuleSchema, response: typeOf<{ rule: CheckUpdateRule }>() }),
  get: endpoint({ method: 'GET', path: `${RULES}/:id`, response: typeOf<{ rule: CheckUpdateRule }>() }),
  update: endpoint({
    method: 'PUT',
    path: `${RULES}/:id`,
    body: checkUpdateRuleSchema,
    query: z.object({ platform: platformField.optional() }),
    response: typeOf<{ rule: CheckUpdateRule }>(),
  }),
  remove: endpoint({ method: 'DELETE', path: `${RULES}/:id`, response: typeOf<{ id: number }>() }),
  /** The spec makes publishing a GET: `?env=Sandbox|Prod&platform=`. */
  publish: endpoint({ method: 'GET', path: `${RULES}/publish`, query: publishQuerySchema, response: typeOf<PublishResult>() }),
  /** Ours: which live releases' clients the platform's rules prompt or strand, on sandbox and on prod. */
  reach: endpoint({ method: 'GET', path: `${RULES}/reach`, query: reachQuerySchema, response: typeOf<RulesReachResponse>() }),
  /** Game clients: the update prompt (clientEndpoint: /client/v1/openapi.json). */
  client: clientEndpoint({
    method: 'GET',
    path: '/client/v1/:code/:env/check-update',
    query: clientQuerySchema,
    summary: 'The update prompt for a platform and client version',
    description:
      "The rule published to the environment for the platform (1 Android, 2 iOS, 3 Mac; or its name) whose version range holds the client's version (of overlapping ones, the one starting latest, then the newest), its texts in the player's language; rule is null when none holds it.",
    response: clientCheckUpdateSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      query: { platform: '2', version: '2.3.1', lang: 'fr' },
      response: {
        rule: {
          id: 19,
          startVersion: '2.0.0',
          endVersion: '2.3.9',
          title: 'Nouvelle version',
          msg: 'La version 2.4 apporte 200 nouveaux puzzles.',
          buttons: [
            { action: 'update', title: 'Mettre à jour' },
            { action: 'openUrl', title: 'Nouveautés', url: 'https://jigsaw.example.com/news/2-4' },
            { action: 'skip', title: 'Plus tard' },
          ],
        },
      },
    },
  }),
};
