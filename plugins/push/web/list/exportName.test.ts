import { describe, expect, it } from 'vitest';
import { exportFileName } from './listState';

describe('export file name (002 §9)', () => {
  it('joins project, env, platform, countries, status and dates; leaves out what is not chosen', () => {
    expect(
      exportFileName({
        code: 'jigsaw',
        env: 'prod',
        platform: 2,
        countries: ['US', 'GB'],
        status: 1,
        startDate: '2026-11-01',
        endDate: '2026-11-27',
      }),
    ).toBe('jigsaw_prod_iOS_US-GB_Running_2026-11-01_2026-11-27.xlsx');
    expect(
      exportFileName({ code: 'jigsaw', env: 'sandbox', platform: 1, countries: [], startDate: '2026-11-01', endDate: '2026-11-02' }),
    ).toBe('jigsaw_sandbox_Android_2026-11-01_2026-11-02.xlsx');
    expect(
      exportFileName({
        code: 'jig saw',
        env: 'prod',
        platform: 1,
        countries: [],
        status: 3,
        startDate: '2026-11-01',
        endDate: '2026-11-02',
      }),
    ).toBe('jig_saw_prod_Android_Shutdown_2026-11-01_2026-11-02.xlsx');
  });
});
