import { createContext, useContext } from 'react';
import type { RouteParams } from './match';

export const RouteParamsContext = createContext<RouteParams>({});

/** The params of the screen's route, e.g. `{ code: 'jigsaw', id: '4' }`. */
export function useRouteParams<T extends RouteParams = RouteParams>(): T {
  return useContext(RouteParamsContext) as T;
}
