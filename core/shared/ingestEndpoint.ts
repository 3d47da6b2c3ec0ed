// POST /client/v1/:code/events as a typed game-client endpoint (core/shared/endpoint.ts): the
// batch's body, the answer and a worked example, listed in /client/v1/openapi.json. The route is
// core's (core/server/warehouse/ingestRoute.ts); each event is checked there (eventSchema.ts),
// one by one, so that a bad event is refused with its index.
import { z } from 'zod';
import { clientEndpoint } from './endpoint';
import { MAX_CLOCK_SKEW_MS, MAX_EVENTS_PER_BATCH, MAX_PROPS } from './events';

export const ingestBodySchema = z.object({
  events: z
    .array(z.unknown(), { error: 'events must be a list of events' })
    .describe(
      `At most ${MAX_EVENTS_PER_BATCH} events. Each: event (a name of letters, digits and _), userId, ts (milliseconds since 1970, after 2015 and at most ${MAX_CLOCK_SKEW_MS / 3_600_000} h ahead), platform (1 Android, 2 iOS, 3 Mac), and optionally appVersion, country, level, puzzleId, duration (seconds), value and props (at most ${MAX_PROPS} names of strings, numbers or booleans); no other field`,
    ),
});

export const ingestAnswerSchema = z.object({
  accepted: z.number().int().describe('Events stored: the whole batch (a bad event refuses all of them)'),
});

export const ingestEndpoint = clientEndpoint({
  method: 'POST',
  path: '/client/v1/:code/events',
  body: ingestBodySchema,
  summary: 'Send a batch of game events',
  description: `Up to ${MAX_EVENTS_PER_BATCH} events a call (413 above; 8 MB at most). Each event is checked: one bad event refuses the whole batch with a 400 naming it (events[i]: why). The server stamps its receive time; answered once the batch is stored, queryable by the console's statistics within 2 s. Known names (install, session_start, game_enter, game_finish, purchase, ...) feed the console's screens; others are stored too.`,
  response: ingestAnswerSchema,
  example: {
    params: { code: 'jigsaw' },
    body: {
      events: [
        { event: 'session_start', userId: 'u-48213', ts: 1764529451000, platform: 2, appVersion: '3.12.0', country: 'FR' },
        {
          event: 'game_finish',
          userId: 'u-48213',
          ts: 1764529863000,
          platform: 2,
          appVersion: '3.12.0',
          country: 'FR',
          level: 142,
          puzzleId: 'daily-2025-11-30',
          duration: 412,
          props: { pieces: 500, hints: 2 },
        },
      ],
    },
    response: { accepted: 2 },
  },
});
