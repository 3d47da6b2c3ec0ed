// The part of the plugin contract both sides share. Each side adds its own half:
// core/web/plugin.ts (definePlugin: nav, routes, commands) and
// core/server/plugin.ts (defineServerPlugin: routes, tables, demo data).
import type { RightDecl } from './access';
import type { MetricDecl } from './metricDecl';

export interface PluginIdentity {
  /** kebab-case, the folder name under plugins/ */
  id: string;
  title: string;
  /** Rights the plugin declares; the rights admin lists them as built-in. */
  rights?: RightDecl[];
  /** false for plugins a project cannot turn off (the console needs them). */
  toggleable?: boolean;
  /** Metrics the plugin adds to core's game metrics (core/shared/metricDecl.ts). */
  metrics?: readonly MetricDecl[];
}

export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Fills `:name` segments of a route pattern. Missing params throw: a broken link is a bug. */
export function fillPath(pattern: string, params: Record<string, string | number | undefined | null>): string {
  return (
    pattern
      .replace(/:([A-Za-z_][A-Za-z0-9_]*)(\?)?/g, (_m, name: string, optional?: string) => {
        const value = params[name];
        if (value === undefined || value === null || value === '') {
          if (optional) return '';
          throw new Error(`Missing route parameter "${name}" for ${pattern}`);
        }
        return encodeURIComponent(String(value));
      })
      .replace(/\/+$/, '') || '/'
  );
}
