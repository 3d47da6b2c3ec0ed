// Typed endpoints (endpoint.ts): paths fill from params; what a caller passes is typed by the
// schemas (fields the server defaults through preprocess are optional), what it gets by the response.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { endpoint, fillPath, typeOf, type EndpointBody, type EndpointParams, type EndpointQuery, type EndpointResponse } from './endpoint';

const update = endpoint({
  method: 'POST',
  path: '/v1/:code/things/:id',
  body: z.object({ name: z.string(), size: z.preprocess((v) => (v === undefined ? 1 : Number(v)), z.number()) }),
  query: z.object({ dryRun: z.coerce.boolean().default(false) }),
  response: typeOf<{ id: number }>(),
});

describe('typed endpoints', () => {
  it('fill their path from params, encoded, and refuse a missing one', () => {
    expect(fillPath(update.path, { code: 'jig saw', id: 7 })).toBe('/v1/jig%20saw/things/7');
    expect(() => fillPath(update.path, { code: 'x' })).toThrow(/:id/);
  });

  it('type params, body, query and response', () => {
    expectTypeOf<EndpointParams<typeof update>>().toEqualTypeOf<{ code: string; id: string }>();
    expectTypeOf<EndpointResponse<typeof update>>().toEqualTypeOf<{ id: number }>();
    // `size` (preprocess) may be left out; `name` may not.
    expectTypeOf<{ name: string }>().toExtend<EndpointBody<typeof update>>();
    expectTypeOf<{ size: 2 }>().not.toExtend<EndpointBody<typeof update>>();
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the empty query is what is tested
    expectTypeOf<{}>().toExtend<EndpointQuery<typeof update>>();
  });
});
