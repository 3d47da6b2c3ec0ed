// GET /v1/openapi.json (the console's API) and GET /client/v1/openapi.json (the game-client API,
// for game teams: each route's answer schema and a worked example), generated from the declared
// routes and their zod schemas.
import { z } from 'zod';
import { describeRule } from '../shared/access';
import type { ClientDoc } from '../shared/endpoint';
import type { RegisteredRoute } from './dispatch';

function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): unknown {
  try {
    return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  } catch {
    return {};
  }
}

/** The path and query parameters of a route, from its pattern and query schema. */
function parametersOf(r: RegisteredRoute, examples: Record<string, string> = {}) {
  const params: Record<string, unknown>[] = [...r.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: { type: 'string' },
    ...(examples[m[1]] !== undefined ? { example: examples[m[1]] } : {}),
  }));
  const query = r.query ? (jsonSchema(r.query) as { properties?: Record<string, unknown>; required?: string[] }) : null;
  for (const [name, schema] of Object.entries(query?.properties ?? {})) {
    const { description } = schema as { description?: string };
    params.push({ name, in: 'query', required: !!query?.required?.includes(name), ...(description ? { description } : {}), schema });
  }
  return params;
}

export const CLIENT_API_PREFIX = '/client/v1/';

/** A route's request body: its schema (JSON), a multipart form, or, for a route that reads its body itself, the example alone. */
function requestBodyOf(r: RegisteredRoute, doc: ClientDoc) {
  if (!r.body && !doc.multipart && doc.example.body === undefined) return {};
  const type = doc.multipart ? 'multipart/form-data' : 'application/json';
  const schema = r.body ? jsonSchema(r.body) : { type: 'object' };
  return {
    requestBody: {
      required: true,
      content: { [type]: { schema, ...(doc.example.body !== undefined ? { example: doc.example.body } : {}) } },
    },
  };
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** `getI18nByLang` for GET /client/v1/:code/:env/i18n/:lang: the method, the path's words, its own parameters. */
function operationIdOf(r: RegisteredRoute): string {
  const words = r.path
    .slice(CLIENT_API_PREFIX.length)
    .split('/')
    .filter((seg) => seg !== ':code' && seg !== ':env')
    .map((seg) =>
      seg.startsWith(':') ? `By${capital(seg.slice(1))}` : capital(seg.replace(/[^A-Za-z0-9]+(.)/g, (_, c: string) => c.toUpperCase())),
    );
  return r.method.toLowerCase() + words.join('');
}

/**
 * The game-client API: every route under /client/v1 with its answer's schema and example. The
 * contract test (tests/api/clientContract.test.ts) checks that each has one, that the examples
 * match the schemas, and that the generated client (app/client) is this document's.
 */
export function clientOpenApiDocument(routes: readonly RegisteredRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    if (!r.path.startsWith(CLIENT_API_PREFIX) || !r.client) continue;
    const doc: ClientDoc = r.client;
    const path = r.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const keyed = r.rule.kind === 'clientKey';
    const serverKeyed = r.rule.kind === 'serverKey';
    const ok = doc.status ?? 200;
    const parameters = parametersOf(r, doc.example.params).map((p) =>
      p.in === 'query' && doc.example.query?.[p.name as string] !== undefined ? { ...p, example: doc.example.query[p.name as string] } : p,
    );
    paths[path] ??= {};
    paths[path][r.method.toLowerCase()] = {
      operationId: operationIdOf(r),
      summary: doc.summary,
      ...(doc.description ? { description: doc.description } : {}),
      tags: [r.pluginId ?? 'core'],
      ...(keyed ? { security: [{ clientKey: [] }] } : serverKeyed ? { security: [{ serverKey: [] }] } : {}),
      parameters,
      ...requestBodyOf(r, doc),
      responses: {
        [ok]: doc.file
          ? {
              description: 'The file as stored, with its own content type',
              content: { '*/*': { schema: { type: 'string' }, example: doc.example.response } },
            }
          : {
              description: 'OK',
              content: { 'application/json': { schema: jsonSchema(doc.response, 'output'), example: doc.example.response } },
            },
        ...(r.method === 'GET' && keyed ? { 304: { description: "Not modified: If-None-Match named the answer's ETag" } } : {}),
        400: { description: 'Invalid input', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ...(keyed ? { 401: { description: 'Missing or wrong X-Client-Key' } } : {}),
        ...(serverKeyed ? { 401: { description: 'Missing or wrong server key' } } : {}),
        404: { description: 'Unknown project, environment or entry' },
        429: { description: 'Too many requests: wait Retry-After seconds' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'LiveOps game-client API',
      version: '1',
      description:
        "What a game reads and sends: live content per project and environment (sandbox, prod), answered with an ETag (send If-None-Match to get 304), events, feedback and push tokens. Every keyed route needs the project's client key in X-Client-Key.",
    },
    paths,
    components: {
      securitySchemes: {
        clientKey: { type: 'apiKey', in: 'header', name: 'X-Client-Key' },
        serverKey: {
          type: 'http',
          scheme: 'bearer',
          description: "The project's server key (Manage projects): game servers only, never in a game app",
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            issues: { type: 'array', items: { type: 'object', properties: { path: { type: 'string' }, message: { type: 'string' } } } },
          },
        },
      },
    },
  };
}

export function openApiDocument(routes: readonly RegisteredRoute[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const params = parametersOf(r);
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
