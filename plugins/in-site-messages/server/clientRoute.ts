// GET /client/v1/:code/:env/messages?platform=&country=&version= -> { messages, country, rule,
// id }: the country's online config, else the 'default' country's; with a version, a
// config whose rule leaves that version out serves no messages.
import { endpoints } from '../endpoints';
import { DEFAULT_COUNTRY, publishKind, versionInRule, type MessagePlatform } from '../shared';
import { messagesPublishable } from './publishable';

export const clientRoute = messagesPublishable.clientRoute(endpoints.client, {
  summary: "Game clients: the in-site messages online for a platform and country (falling back to 'default'; ETag, 304)",
  async answer({ live: reader, query }) {
    const kind = publishKind(query.platform as MessagePlatform);
    const read = async (key: string) => (await reader.one(key, kind))?.content ?? null;
    const own = query.country && query.country !== DEFAULT_COUNTRY ? await read(query.country) : null;
    const live = own ?? (await read(DEFAULT_COUNTRY));
    if (!live) return { messages: [], country: null, rule: null, id: null };
    const messages = query.version && !versionInRule(live.rule, query.version) ? [] : live.messages;
    return { messages, country: live.country, rule: live.rule, id: live.id };
  },
});
