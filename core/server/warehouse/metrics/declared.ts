// Declared metrics (core/shared/metricDecl.ts: what plugins contribute, and a project's configured
// averages) as compositions of the compiler's atoms, like the built-in ones in catalog.ts.
import type { MetricFormula } from '../../../shared/metricDecl';
import { ratio, type Atom, type AtomValues, type Field, type MetricDef } from './catalog';

const evs = (events: readonly string[] | null) => (events ? [...events] : null);

function atomsOf(f: MetricFormula): Atom[] {
  switch (f.kind) {
    case 'uv':
    case 'pv':
      return [{ kind: f.kind, events: evs(f.events) }];
    case 'sum':
      return [{ kind: 'sum', events: evs(f.events), field: f.field as Field }];
    case 'avg':
      return [
        { kind: 'sum', events: evs(f.events), field: f.field as Field },
        { kind: 'count', events: evs(f.events), field: f.field as Field },
      ];
    case 'ratio':
      return [...atomsOf(f.num), ...atomsOf(f.den)];
  }
}

function valueOf(f: MetricFormula, get: AtomValues): number | null {
  const [a, b] = atomsOf(f);
  switch (f.kind) {
    case 'uv':
    case 'pv':
    case 'sum':
      return get(a) ?? 0;
    case 'avg':
      return ratio(get(a) ?? 0, get(b) ?? 0);
    case 'ratio': {
      const r = ratio(valueOf(f.num, get), valueOf(f.den, get));
      return r === null ? null : r * (f.scale ?? 1);
    }
  }
}

export function declaredDef(formula: MetricFormula): MetricDef {
  return { atoms: () => atomsOf(formula), compute: (get) => valueOf(formula, get) };
}
