// GET /client/v1/:code/:env/messages?platform=&country=&version= -> { messages, country, rule,
// id }: the country's online config, else the 'default' country's; with a version, a
// config whose rule leaves that version out serves no messages.
import { rule as access } from '../../../core/shared/access';
import { clientEnv, clientJson } from '../../../core/server/clientApi';
import { routeOf } from '../../../core/server/plugin';
import { endpoints } from '../endpoints';
import { DEFAULT_COUNTRY, publishKind, versionInRule, type MessagePlatform, type PublishedMessages } from '../shared';

export const clientRoute = routeOf(endpoints.client, {
  rule: access.clientKey,
  summary: "Game clients: the in-site messages online for a platform and country (falling back to 'default'; ETag, 304)",
  async handler({ c, project, params, query, services }) {
    const env = clientEnv(params.env);
    const kind = publishKind(query.platform as MessagePlatform);
    const read = async (key: string) =>
      (await services.publish.current<PublishedMessages>({ project: project.code, env, kind, key }))?.content ?? null;
    const own = query.country && query.country !== DEFAULT_COUNTRY ? await read(query.country) : null;
    const live = own ?? (await read(DEFAULT_COUNTRY));
    if (!live) return clientJson(c, { messages: [], country: null, rule: null, id: null });
    const messages = query.version && !versionInRule(live.rule, query.version) ? [] : live.messages;
    return clientJson(c, { messages, country: live.country, rule: live.rule, id: live.id });
  },
});
