// What in-house ads publish (core/server/publish/README.md): a platform's live release (kind
// 'ads', key = platform), its ads resolved at upload time. A release is published one at a
// time, so the upload passes the release's content; each move audits once, as the release.
import { definePublishable } from '../../../core/server/publish/publishable';
import type { PublishedAds } from '../shared';
import { publishable } from '../endpoints';

export const adsPublishable = definePublishable<PublishedAds, typeof publishable.id>(publishable);
