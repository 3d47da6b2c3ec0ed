// GET /client/v1/:code/:env/messages?platform=&country=&version= -> { messages, country, rule,
// returnId }: the country's online config, else the 'default' country's; with a version, a
// config whose rule leaves that version out serves no messages.
import { z } from 'zod';
import { clientPlatformField } from '../../../core/shared/clientQuery';
import { rule as access } from '../../../core/shared/access';
import { clientEnv, clientJson } from '../../../core/server/clientApi';
import { route } from '../../../core/server/plugin';
import { DEFAULT_COUNTRY, publishKind, versionInRule, VERSION_PATTERN, type MessagePlatform, type PublishedMessages } from '../shared';

export const clientQuerySchema = z.object({
  platform: clientPlatformField([1, 2]),
  country: z
    .string()
    .trim()
    .max(32)
    .regex(/^[A-Za-z0-9_-]*$/, 'country must be a country code like US')
    .optional(),
  version: z.string().trim().regex(VERSION_PATTERN, 'version must look like 1.2.3').optional(),
});

export const clientRoute = route({
  method: 'GET',
  path: '/client/v1/:code/:env/messages',
  rule: access.clientKey,
  summary: "Game clients: the in-site messages online for a platform and country (falling back to 'default'; ETag, 304)",
  query: clientQuerySchema,
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
