// The experiments' game-client endpoint (clientEndpoint: /client/v1/openapi.json and the generated
// client), both halves' one definition.
import { clientEndpoint } from '../../../core/shared/endpoint';
import { clientExperimentsQuery, clientExperimentsSchema } from '../schemas/client';

export const clientEndpoints = {
  experiments: clientEndpoint({
    method: 'GET',
    path: '/client/v1/:code/:env/experiments',
    query: clientExperimentsQuery,
    summary: 'The running experiments a user is in',
    description:
      "The experiments running on the environment whose filter matches the client (platform, version, level, country), each with the user's group, drawn once by weight when the user is first admitted and kept after (a new user joins only where the join rule admits them), and that group's levels. The first placement records an experiment_exposure event. Answers are per user: Cache-Control private, no-cache; send If-None-Match to get 304.",
    response: clientExperimentsSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      query: { userId: 'p-58213', platform: 'android', version: '2.4.0', level: '36', country: 'FR' },
      response: {
        experiments: [
          {
            id: 27,
            name: 'Levels 30-40 softer cuts',
            kind: 1,
            group: 'b',
            phase: 1,
            levels: [
              { level: 36, puzzleId: 90412 },
              { level: 37, puzzleId: 90413 },
            ],
          },
          { id: 41, name: 'Spring hard puzzles', kind: 2, group: 'A', phase: 2, levels: [91020, 91021, 91022] },
        ],
      },
    },
  }),
};
