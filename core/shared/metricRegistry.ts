// Core's metric registry: the game metrics (BUILTIN_METRICS, defined once in metrics.ts) merged
// with what the installed plugins contribute through their manifests (`metrics`). A name is
// taken once: a plugin metric that repeats a game metric or another plugin's is a bug, refused
// when the registry is first read.
import type { MetricDecl } from './metricDecl';
import { BUILTIN_METRICS } from './metrics';
import type { PluginIdentity } from './plugin';

const merged = new WeakMap<readonly PluginIdentity[], readonly MetricDecl[]>();

/** The installed plugins' metrics, in plugin order; throws on a name taken twice. */
export function pluginMetrics(plugins: readonly PluginIdentity[]): readonly MetricDecl[] {
  const known = merged.get(plugins);
  if (known) return known;
  const owner = new Map<string, string>();
  const out: MetricDecl[] = [];
  for (const p of plugins) {
    for (const m of p.metrics ?? []) {
      if (Object.prototype.hasOwnProperty.call(BUILTIN_METRICS, m.name))
        throw new Error(`Plugin ${p.id}: metric ${m.name} is one of core's game metrics`);
      const other = owner.get(m.name);
      if (other) throw new Error(`Plugin ${p.id}: metric ${m.name} is already declared by ${other}`);
      owner.set(m.name, p.id);
      out.push(m);
    }
  }
  merged.set(plugins, out);
  return out;
}

/** Is the name a game metric or one of the installed plugins'? (configured metrics may not take it) */
export function isRegisteredMetric(name: string, plugins: readonly PluginIdentity[]): boolean {
  return Object.prototype.hasOwnProperty.call(BUILTIN_METRICS, name) || pluginMetrics(plugins).some((m) => m.name === name);
}
