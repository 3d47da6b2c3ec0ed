// What check-update publishes (core/server/publish/README.md): a platform's rules, built from
// its rows; prod takes only the set live on sandbox, so what reaches players was tried there.
import { definePublishable } from '../../../core/server/publish/publishable';
import { platformLabel } from '../shared';
import { publishable } from '../endpoints';
import { publishedContent, type PublishedRules } from './rules';

export const PUBLISH_MESSAGES = {
  sandboxFirst: (platform: number) =>
    `Release ${platformLabel(platform)} to Sandbox first: the rules changed since the last Sandbox release`,
};

export const checkUpdatePublishable = definePublishable<PublishedRules, typeof publishable.id>(publishable, {
  content: (ctx, target) => publishedContent(ctx.db, ctx.project.code, Number(target.key)),
  prodFromSandbox: (target) => PUBLISH_MESSAGES.sandboxFirst(Number(target.key)),
});
