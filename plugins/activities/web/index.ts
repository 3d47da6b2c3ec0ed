// The activities plugin's manifest: the screen and the palette's create, publish and open.
import { IconCalendarEvent, IconCloudUpload, IconExternalLink, IconPlus } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { rollbackCommand } from '../../../core/web/release/commands';
import { definePlugin, envOption, type CommandContext } from '../../../core/web/plugin';
import { ACTIVITY_ENVS, CONFIRM, PLUGIN_ID, RIGHT_ACTIVITIES, paths, rights, type Activity, releases } from '../shared';

// The calls load with the command's run, not with the manifest (which is in the first screen).
const api = () => import('./api');

const right = rule.right(RIGHT_ACTIVITIES);

/** Both envs' activities as palette choices; the value is `env:id`. */
async function choices(ctx: CommandContext) {
  const { activitiesApi } = await api();
  const lists = await Promise.all(ACTIVITY_ENVS.map((env) => activitiesApi.list(ctx.code ?? '', env)));
  return lists
    .flatMap((l) => l.rows)
    .map((a: Activity) =>
      envOption(ctx, a.env, {
        value: `${a.env}:${a.id}`,
        label: `${a.name} (${a.env === 'prod' ? 'Prod' : 'Sandbox'} #${a.id})`,
        description: a.returnId ? (a.changed ? `changed since returnId ${a.returnId}` : `returnId ${a.returnId}`) : 'unpublished',
      }),
    );
}
const picked = (value: string) => {
  const [env, id] = value.split(':');
  return { env: env as Activity['env'], id: Number(id) };
};

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Activities',
  icon: IconCalendarEvent,
  rights,
  nav: [{ label: 'Activities', path: paths.activities, rule: right, icon: IconCalendarEvent, area: 'LiveOps' }],
  routes: [
    { path: paths.activities, name: 'activities', title: 'Activities', rule: right, screen: () => import('./screens/ActivitiesPage') },
  ],
  commands: [
    {
      id: 'activities.createActivity',
      title: 'Create activity',
      description: 'New sandbox activity with its resource file',
      keywords: ['event', 'new', 'add'],
      rule: right,
      goTo: `${paths.activities}?create=1`,
      icon: IconPlus,
    },
    {
      id: 'activities.publishActivity',
      title: 'Publish activity …',
      description: 'Pick an activity and publish it to the game server of its env',
      keywords: ['event', 'upload', 'release', 'sandbox', 'prod'],
      rule: right,
      needsProject: true,
      icon: IconCloudUpload,
      steps: [
        { kind: 'pick', id: 'activity', title: 'Which activity?', load: choices },
        {
          kind: 'confirm',
          id: 'sure',
          title: 'Confirm',
          message: ({ values }) => (picked(values.activity).env === 'prod' ? CONFIRM.publishProd : 'Publish to Sandbox?'),
        },
      ],
      run: async (ctx) => {
        const { activitiesApi, publishToast } = await api();
        ctx.toast(publishToast(await activitiesApi.publish(ctx.code ?? '', picked(ctx.values.activity))));
      },
    },
    {
      id: 'activities.openActivity',
      title: 'Open activity …',
      description: 'Pick an activity and open it on the activities screen',
      keywords: ['event', 'edit', 'find'],
      rule: right,
      needsProject: true,
      icon: IconExternalLink,
      steps: [{ kind: 'pick', id: 'activity', title: 'Which activity?', load: choices }],
      run: (ctx) => {
        const { env, id } = picked(ctx.values.activity);
        ctx.navigate(`/${encodeURIComponent(ctx.code ?? '')}/activities?${env === 'prod' ? 'env=prod&' : ''}open=${id}`);
      },
    },
    rollbackCommand(releases),
  ],
});
