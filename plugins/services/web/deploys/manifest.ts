// The deploys part of the services manifest: Deploy Info (the named route ManDeployments; the
// catalog's services table links to it) and the palette's "Deploy a service".
import { IconRocket } from '@tabler/icons-react';
import { rule } from '../../../../core/shared/access';
import type { CommandDef, NavItem, RouteDef } from '../../../../core/web/plugin';
import { API, DEPLOY_ENVS, paths, ROUTE_NAMES } from '../../shared';

export const nav: NavItem[] = [];

export const routes: RouteDef[] = [
  {
    path: paths.deployments,
    name: ROUTE_NAMES.deployments,
    title: 'Deploy Info',
    rule: rule.admin,
    screen: () => import('./DeployInfoPage'),
  },
];

export const commands: CommandDef[] = [
  {
    id: 'services.deployService',
    title: 'Deploy a service',
    description: 'Pick a service and an env: opens its deploy form',
    keywords: ['deploy', 'release', 'ssh', 'server', 'rollout'],
    rule: rule.admin,
    needsProject: false,
    icon: IconRocket,
    steps: [
      {
        kind: 'pick',
        id: 'service',
        title: 'Which service?',
        // The catalog's services list (001 §7 "Admin services").
        load: async (ctx) => {
          const r = await ctx.api<{ result: { id: number; name: string }[] }>(API.services.replace(/^\/v1/, ''), {
            query: { pn: 1, ps: 100 },
          });
          return r.result.map((s) => ({ value: String(s.id), label: s.name }));
        },
      },
      { kind: 'pick', id: 'env', title: 'To which env?', load: () => DEPLOY_ENVS.map((e) => ({ value: e, label: e })) },
    ],
    run: (ctx) =>
      ctx.navigate(`${paths.deployments.replace(':key', 'service').replace(':id', ctx.values.service)}?deploy=${ctx.values.env}`),
  },
];
