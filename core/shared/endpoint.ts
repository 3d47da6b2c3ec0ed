// One typed definition per HTTP endpoint (DESIGN §2): method, path, params, body, query and
// response. The plugin's `shared.ts` declares it; the server's `routeOf(endpoint, ...)` takes its
// schemas from it and the web's `call(endpoint, ...)` builds the request from it, so a changed
// path or body shape fails to compile on both sides at once.
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
  response?: TypeOf<R>;
}

export function endpoint<
  const M extends HttpMethod,
  const P extends string,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  R = unknown,
>(def: { method: M; path: P; body?: B; query?: Q; response?: TypeOf<R> }): Endpoint<M, P, B, Q, R> {
  return def;
}

export type EndpointBody<E> = E extends Endpoint<HttpMethod, string, infer B, z.ZodType | undefined, unknown> ? (B extends z.ZodType ? z.input<B> : undefined) : never;
export type EndpointQuery<E> = E extends Endpoint<HttpMethod, string, z.ZodType | undefined, infer Q, unknown> ? (Q extends z.ZodType ? z.input<Q> : undefined) : never;
export type EndpointResponse<E> = E extends Endpoint<HttpMethod, string, z.ZodType | undefined, z.ZodType | undefined, infer R> ? R : never;
export type EndpointParams<E> = E extends Endpoint<HttpMethod, infer P, z.ZodType | undefined, z.ZodType | undefined, unknown> ? PathParams<P> : never;

/** The path with its `:params` filled in (each encoded), e.g. for a request or a link. */
export function fillPath(path: string, params: Record<string, string | number>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`fillPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
