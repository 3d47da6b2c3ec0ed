import { afterEach, describe, expect, it } from 'vitest';
import { installPlugins } from '../registry';
import { metricInfo } from './metricInfo';

afterEach(() => installPlugins([]));

describe('metric headers and formats', () => {
  it("take core's game metrics, then the installed plugins' metrics, then the configured ones, else the name", () => {
    installPlugins([
      {
        id: 'ads-like',
        title: 'Ads',
        metrics: [
          { name: 'adShare', title: 'Share of ad users', header: 'Ad Share', format: 'percent', formula: { kind: 'uv', events: ['x'] } },
          { name: 'adCount', title: 'Ads', header: 'Ad Count', formula: { kind: 'pv', events: ['x'] } },
        ],
      },
    ]);
    expect(metricInfo('finishUvRate')).toEqual({ header: 'Finish UV Rate', format: 'percent' });
    expect(metricInfo('adShare')).toEqual({ header: 'Ad Share', format: 'percent' });
    expect(metricInfo('adCount')).toEqual({ header: 'Ad Count', format: 'number' });
    expect(metricInfo('coins', [{ name: 'coins', title: 'Coins per finish' }])).toEqual({ header: 'Coins per finish', format: 'number' });
    expect(metricInfo('unknown')).toEqual({ header: 'unknown', format: 'number' });
  });
});
