// The applies plugin's manifest: the apply page of a v1 experiment (reached from the experiment's
// detail, no nav item of its own) and a palette command that opens it after picking the experiment.
import { IconFlask2 } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, paths, RIGHT_APPLY, rights, routeRefs } from '../shared';

const right = rule.right(RIGHT_APPLY);
// The calls load with the command's run, not with the manifest (which is in the first screen).
const api = () => import('./api');

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Applies',
  icon: IconFlask2,
  rights,
  nav: [],
  routes: [{ path: paths.apply, name: routeRefs.apply.id, title: 'Apply', rule: right, screen: () => import('./screens/ApplyPage') }],
  commands: [
    {
      id: 'applies.openApplies',
      title: 'Applies of an experiment',
      description: 'Conclude a v1 experiment: pick the winning puzzles, deploy, sync to prod',
      keywords: ['apply', 'experiment', 'conclusion', 'winner'],
      rule: right,
      needsProject: true,
      icon: IconFlask2,
      steps: [
        {
          kind: 'pick',
          id: 'experiment',
          title: 'Which experiment?',
          load: async (ctx) => {
            const { rows } = await (await api()).appliesApi.experiments(ctx.code ?? '');
            return rows.map((e) => ({ value: String(e.id), label: e.name, description: `#${e.id}` }));
          },
        },
      ],
      run: (ctx) => ctx.navigate(`/${encodeURIComponent(ctx.code ?? '')}/experiment/${encodeURIComponent(ctx.values.experiment)}/apply`),
    },
  ],
});
