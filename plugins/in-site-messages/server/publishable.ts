// What in-site messages publish (core/server/publish/README.md): one message as its country's
// online config, a kind per platform, key = country. The upload passes the message's content;
// each move's one audit entry names the message (area 'in-site-messages').
import { definePublishable } from '../../../core/server/publish/publishable';
import type { PublishedMessages } from '../shared';
import { publishable } from '../endpoints';

export const messagesPublishable = definePublishable<PublishedMessages, typeof publishable.id>(publishable);
