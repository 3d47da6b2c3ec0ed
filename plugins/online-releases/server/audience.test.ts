// Who a live online release reaches (publishable.ts audienceOf), as the client route serves it.
import { describe, expect, it } from 'vitest';
import { GENERAL_KIND, MULTIPART_KIND, PUBLISH_KIND } from '../shared';
import { audienceOf } from './publishable';
import type { PublishedGeneral, PublishedOnlineRelease } from './rows';
import type { PublishedMultipart } from './multipart';

const v1 = (platform: PublishedOnlineRelease['platform'], rule: PublishedOnlineRelease['rule']): PublishedOnlineRelease => ({
  id: 1,
  name: 'Spring',
  releaseType: 'main',
  platform,
  rule,
  localReleaseId: null,
  resource: { key: 'k', md5: 'm', size: 1, crc: 'c' },
});

describe('audienceOf', () => {
  it('v1: the platform as its code (none: all), the rule (none: every version)', () => {
    expect(audienceOf(v1('ios', { clientVersions: ['2.0.0', '0.0.0'] }), PUBLISH_KIND)).toEqual([
      { kindTitle: 'Online release', name: 'Spring', platform: 2, clientVersions: ['2.0.0', '0.0.0'] },
    ]);
    expect(audienceOf(v1('android', null), PUBLISH_KIND)[0]).toMatchObject({ platform: 1, clientVersions: ['0.0.0', '0.0.0'] });
    expect(audienceOf(v1('mac', null), PUBLISH_KIND)[0].platform).toBe(3);
    expect(audienceOf(v1(null, null), PUBLISH_KIND)[0].platform).toBeNull();
  });
  it('general: platform 0 is every platform; multipart: every platform', () => {
    const g: PublishedGeneral = {
      id: 2,
      name: 'Pack',
      releaseType: 'main',
      buildNum: 1,
      versionTag: 'v1',
      country: '',
      platform: 0,
      rule: { clientVersions: ['0.0.0', '1.9.9'] },
      resources: [],
    };
    expect(audienceOf(g, GENERAL_KIND)).toEqual([
      { kindTitle: 'General release', name: 'Pack', platform: null, clientVersions: ['0.0.0', '1.9.9'] },
    ]);
    expect(audienceOf({ ...g, platform: 2 }, GENERAL_KIND)[0].platform).toBe(2);
    const m: PublishedMultipart = {
      id: 3,
      name: 'Parts',
      typeName: 'main',
      versionTag: 'v1',
      country: '',
      rule: null,
      cutSize: 1024,
      parts: [],
    };
    expect(audienceOf(m, MULTIPART_KIND)).toEqual([
      { kindTitle: 'Multipart release', name: 'Parts', platform: null, clientVersions: ['0.0.0', '0.0.0'] },
    ]);
    expect(audienceOf(m, 'other')).toEqual([]);
  });
});
