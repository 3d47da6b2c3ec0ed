// Typed links between plugins (DESIGN §1, §2). A plugin never imports another plugin, so a link
// to another plugin's screen is three pieces:
// - the target declares, in its shared.ts, a route ref: `routeRef({ plugin, id, path, query })`,
//   the screen others may open, its path template and the query params it reads;
// - the source declares, in its shared.ts, what it needs: `linkNeed({ plugin, id, params })`,
//   named by what it is for, with the params it will pass;
// - app/links.ts binds each need to a ref with `bindLink(need, ref)`, which fails to compile when
//   the need's params do not fit the ref's (a required path param missing, a param the target
//   does not read). tests/unit/links.test.ts fails when a need is unbound or a ref does not
//   resolve to a route of its plugin's web manifest (same name and path).
// At run time the web side (core/web/links.ts) turns a need into an href, or into nothing when the
// target plugin is not enabled or the user may not open that screen in that project.
import type { TypeOf } from './endpoint';
import { fillPath } from './plugin';

type ParamValue = string | number;

/** `{ code: string; userId?: string }` for '/:code/rights/:userId?' (values may be numbers). */
export type RoutePathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamOf<Name> & RoutePathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : unknown;
type ParamOf<Name extends string> = Name extends `${infer Opt}?` ? { [K in Opt]?: ParamValue } : { [K in Name]: ParamValue };

/** A screen other plugins may link to. `id` is the route's `name` in the plugin's web manifest. */
export interface RouteRef<P extends string = string, Q = unknown> {
  readonly kind: 'route';
  readonly plugin: string;
  readonly id: string;
  /** The route pattern, e.g. '/:code/stats/dailyActiveUser'. */
  readonly path: P;
  /** The query params the screen reads (URL state, DESIGN §8); only the compiler sees the type. */
  readonly query?: TypeOf<Q>;
}

/** Everything a link to `R` may pass: its path params and (all optional) its query params. */
export type RouteParams<R> = R extends RouteRef<infer P, infer Q> ? Simplify<RoutePathParams<P> & Partial<Q>> : never;
type Simplify<T> = { [K in keyof T]: T[K] };

export function routeRef<const P extends string, Q = Record<never, never>>(def: {
  plugin: string;
  id: string;
  path: P;
  query?: TypeOf<Q>;
}): RouteRef<P, Q> {
  return { kind: 'route', ...def };
}

/** A link a plugin needs to some other plugin's screen, bound to a route ref in app/links.ts. */
export interface LinkNeed<Params = unknown> {
  readonly kind: 'need';
  readonly plugin: string;
  /** Unique within the plugin, e.g. 'settingRights'; `${plugin}.${id}` is the binding's key. */
  readonly id: string;
  readonly params?: TypeOf<Params>;
}

export function linkNeed<Params extends object>(def: { plugin: string; id: string; params: TypeOf<Params> }): LinkNeed<Params> {
  return { kind: 'need', ...def };
}

export const needKey = (need: Pick<LinkNeed, 'plugin' | 'id'>): string => `${need.plugin}.${need.id}`;

/** unknown when every param the need passes is one the target reads, with a fitting type. */
type Fits<NP, RP> = [Exclude<keyof NP, keyof RP>] extends [never]
  ? [NP] extends [RP]
    ? unknown
    : { paramsDoNotFitTheRoute: RP }
  : { routeDoesNotReadParams: Exclude<keyof NP, keyof RP> };

export interface LinkBinding {
  need: LinkNeed;
  ref: RouteRef;
}

/** Binds a need to a ref; a param mismatch is a compile error at this call. */
export function bindLink<NP, P extends string, Q>(
  need: LinkNeed<NP>,
  ref: RouteRef<P, Q> & Fits<NP, RouteParams<RouteRef<P, Q>>>,
): LinkBinding {
  return { need: need as LinkNeed, ref: ref as RouteRef };
}

/** Fills a route ref's path params and puts the rest in the query string (empty values left out). */
export function linkHref(ref: Pick<RouteRef, 'path'>, params: Record<string, ParamValue | undefined | null>): string {
  const named = new Set([...ref.path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (!named.has(key) && value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const qs = query.toString();
  return `${fillPath(ref.path, params)}${qs ? `?${qs}` : ''}`;
}
