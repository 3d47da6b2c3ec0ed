import { describe, expect, it } from 'vitest';
import type { MetricDecl } from './metricDecl';
import { isRegisteredMetric, pluginMetrics } from './metricRegistry';

const metric = (name: string): MetricDecl => ({ name, title: name, header: name, formula: { kind: 'pv', events: ['x'] } });

describe("core's metric registry", () => {
  it("merges the plugins' metrics in plugin order", () => {
    const plugins = [
      { id: 'a', title: 'A', metrics: [metric('aOne')] },
      { id: 'b', title: 'B' },
      { id: 'c', title: 'C', metrics: [metric('cOne'), metric('cTwo')] },
    ];
    expect(pluginMetrics(plugins).map((m) => m.name)).toEqual(['aOne', 'cOne', 'cTwo']);
    expect(isRegisteredMetric('cTwo', plugins)).toBe(true);
    expect(isRegisteredMetric('enterUv', plugins)).toBe(true);
    expect(isRegisteredMetric('other', plugins)).toBe(false);
  });
  it("refuses a name that is a game metric or another plugin's", () => {
    expect(() => pluginMetrics([{ id: 'a', title: 'A', metrics: [metric('enterUv')] }])).toThrow(
      "Plugin a: metric enterUv is one of core's game metrics",
    );
    expect(() =>
      pluginMetrics([
        { id: 'a', title: 'A', metrics: [metric('m')] },
        { id: 'b', title: 'B', metrics: [metric('m')] },
      ]),
    ).toThrow('Plugin b: metric m is already declared by a');
  });
});
