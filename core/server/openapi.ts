// GET /v1/openapi.json, generated from the declared routes and their zod schemas.
import { z } from 'zod';
import { describeRule } from '../shared/access';
import type { RegisteredRoute } from './dispatch';

function jsonSchema(schema: z.ZodType): unknown {
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

export function openApiDocument(routes: readonly RegisteredRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const params = [...r.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
      name: m[1],
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const query = r.query ? (jsonSchema(r.query) as { properties?: Record<string, unknown>; required?: string[] }) : null;
    for (const [name, schema] of Object.entries(query?.properties ?? {})) {
      params.push({ name, in: 'query', required: !!query?.required?.includes(name), schema: schema as never });
    }
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = {
      summary: r.summary,
      tags: [r.pluginId ?? 'core'],
      'x-access-rule': describeRule(r.rule),
      parameters: params,
      ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(r.body) } } } } : {}),
      responses: {
        200: { description: 'OK' },
        400: { description: 'Invalid input: { message, code, issues }' },
        401: { description: 'Not signed in' },
        403: { description: 'Not allowed' },
        404: { description: 'Not found' },
      },
    };
  }
  return { openapi: '3.1.0', info: { title: 'LiveOps Console API', version: '1' }, paths };
}
