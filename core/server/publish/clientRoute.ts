// A game-client read declared from its publishable (issue 31 item 3): `publishable.clientRoute(
// endpoint, { summary, answer })`. The route takes the client key, checks the path's env against
// the publishable's envs, hands `answer` a reader of what is live in that env (one entry by key,
// or every live entry of a kind; other kinds of the plugin by name) and sends what it returns
// as every client read is sent: JSON with an ETag, 304, kept in the live cache until the next
// publish, or until the moment `holdUntil` names ("open now" answers).
import type { z } from 'zod';
import { rule as access } from '../../shared/access';
import type { Endpoint, PathParams } from '../../shared/endpoint';
import type { PublishEnv } from '../../shared/constants';
import type { PublishableSpec } from '../../shared/publish';
import { clientEnv, clientJson } from '../clientApi';
import { routeOf, type RouteContext, type ServerRoute } from '../plugin';
import type { Snapshot } from './types';

export interface LiveReader<C> {
  /** The live snapshot of one entry (null: nothing live); `kind` defaults to the publishable's first. */
  one<T = C>(key: string, kind?: string): Promise<Snapshot<T> | null>;
  /** Every live entry of a kind, the publishable's first by default. */
  all<T = C>(kind?: string): Promise<Snapshot<T>[]>;
}

export type ClientReadContext<C, E extends PublishEnv, P extends string, Q> = Omit<RouteContext<undefined, Q>, 'params'> & {
  params: PathParams<P>;
  env: E;
  live: LiveReader<C>;
  /** The answer holds until this moment (ms on services.time), when it depends on the time. */
  holdUntil: (ms: number) => void;
};

export function clientRouteOf<C, E extends PublishEnv>(spec: PublishableSpec<string>, envs: readonly E[]) {
  return function clientRoute<P extends string, Q extends z.ZodType | undefined, R>(
    ep: Endpoint<'GET', P, undefined, Q, R>,
    def: {
      summary: string;
      answer: (ctx: ClientReadContext<C, E, P, Q extends z.ZodType ? z.output<Q> : Record<string, string>>) => R | Promise<R>;
    },
  ): ServerRoute {
    return routeOf(ep, {
      rule: access.clientKey,
      summary: def.summary,
      async handler(ctx) {
        const env = clientEnv((ctx.params as Record<string, string>).env, envs);
        const project = ctx.project.code;
        let until: number | undefined;
        const live: LiveReader<C> = {
          one: (key, kind = spec.kinds[0]) => ctx.services.publish.current({ project, env, kind, key }),
          all: (kind = spec.kinds[0]) => ctx.services.publish.currentAll({ project, env, kind }),
        };
        // Added to the route's own context, not spread from it: its getters (user, project) must stay lazy.
        const read = Object.assign(ctx, { env, live, holdUntil: (ms: number) => void (until = ms) });
        const body = await def.answer(
          read as unknown as ClientReadContext<C, E, P, Q extends z.ZodType ? z.output<Q> : Record<string, string>>,
        );
        return clientJson(ctx.c, body, until === undefined ? {} : { until });
      },
    });
  };
}
