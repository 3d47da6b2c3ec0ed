// One typed definition per HTTP endpoint (DESIGN §2): method, path, params, body, query and
// response. The plugin declares it (in its `endpoints.ts`); the server's `routeOf(endpoint, ...)`
// takes its schemas from it and the web's `call(endpoint, ...)` builds the request from it, so a
// changed path or body shape fails to compile on both sides at once.
//
// Beyond JSON: `multipart: true` marks a multipart upload (no body schema: the handler reads the
// form; the web sends it with `callForm`, core/web/upload.ts, with progress). A route may return a
// Response instead of its JSON (a download, e.g. `?format=xlsx`); the web links to it with
// `endpointUrl(endpoint, { params, query })` (core/web/http.ts). `call(..., { quiet: true })` leaves
// the failure to the screen. Endpoints that carry schemas are not in the plugin's shared.ts: that
// stays zod-free, as its web manifest imports it into the entry chunk (schemas go in schemas.ts).
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `{ code: string; id: string }` for '/v1/:code/users/:id'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name | keyof PathParams<`/${Rest}`>]: string }
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** A phantom carrier for a type that only the compiler sees (the response). */
export interface TypeOf<T> {
  readonly __type?: T;
}
export const typeOf = <T>(): TypeOf<T> => ({});

export interface Endpoint<
  M extends HttpMethod = HttpMethod,
  P extends string = string,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  R = unknown,
> {
  method: M;
  /** The full server path, a Hono pattern: `/v1/:code/check-update/list`. */
  path: P;
  body?: B;
  query?: Q;
  /** A multipart/form-data upload: the handler reads the form itself (no body schema). */
  multipart?: boolean;
  response?: TypeOf<R>;
  /** A game-client endpoint's contract (clientEndpoint): listed in /client/v1/openapi.json. */
  client?: ClientDoc;
}

/**
 * What game teams read of a `/client/v1` endpoint (core/server/openapi.ts clientOpenApiDocument):
 * the answer's schema and a worked example (the contract test checks it against the schemas).
 */
export interface ClientDoc {
  summary: string;
  description?: string;
  /** The answer is a file as stored (its own content type), not JSON: `response` is then z.string(). */
  file?: boolean;
  /** A multipart/form-data upload (its fields in `description`). */
  multipart?: boolean;
  /** The success status (default 200; 201 for a created record). */
  status?: 200 | 201 | 202;
  response: z.ZodType;
  example: { params: Record<string, string>; query?: Record<string, string>; body?: unknown; response: unknown };
}

/**
 * A game-client endpoint (`/client/v1/...`): a typed endpoint whose answer is a zod schema, so the
 * OpenAPI document and the generated client (app/client) describe exactly what the route returns.
 */
export function clientEndpoint<
  const M extends HttpMethod,
  const P extends string,
  S extends z.ZodType,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
>(def: {
  method: M;
  path: P;
  body?: B;
  query?: Q;
  multipart?: boolean;
  summary: string;
  description?: string;
  file?: boolean;
  status?: ClientDoc['status'];
  response: S;
  example: { params: PathParams<P>; query?: Record<string, string>; body?: unknown; response: z.input<S> };
}): Endpoint<M, P, B, Q, z.output<S>> & { client: ClientDoc } {
  const { summary, description, file, status, response, example, ...rest } = def;
  return {
    ...rest,
    client: { summary, description, file, multipart: rest.multipart, status, response, example: example as ClientDoc['example'] },
  };
}

export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R = unknown,
>(def: { method: M; path: P; body?: B; query?: Q; multipart?: boolean; response?: TypeOf<R> }): Endpoint<M, P, B, Q, R> {
  return def;
}

/**
 * A schema's input with the fields that take `unknown` (z.preprocess, coerce) optional: they accept
 * undefined anyway, and a caller should not have to name a field the server defaults.
 */
type CallerInput<T> =
  T extends Record<string, unknown>
    ? { [K in keyof T as unknown extends T[K] ? never : K]: T[K] } & { [K in keyof T as unknown extends T[K] ? K : never]?: T[K] }
    : T;

export type EndpointBody<E> =
  E extends Endpoint<HttpMethod, string, infer B, z.ZodType | undefined, unknown>
    ? B extends z.ZodType
      ? CallerInput<z.input<B>>
      : undefined
    : never;
export type EndpointQuery<E> =
  E extends Endpoint<HttpMethod, string, z.ZodType | undefined, infer Q, unknown>
    ? Q extends z.ZodType
      ? CallerInput<z.input<Q>>
      : undefined
    : never;
export type EndpointResponse<E> = E extends Endpoint<HttpMethod, string, z.ZodType | undefined, z.ZodType | undefined, infer R> ? R : never;
export type EndpointParams<E> =
  E extends Endpoint<HttpMethod, infer P, z.ZodType | undefined, z.ZodType | undefined, unknown> ? PathParams<P> : never;

/** The path with its `:params` filled in (each encoded), e.g. for a request or a link. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`fillPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
