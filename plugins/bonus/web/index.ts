// The bonus plugin's manifest: the bonus and reward types screens, and the palette's create
// and redeem test.
import { IconGift, IconPlus, IconTags, IconTicket } from '@tabler/icons-react';
import { rule } from '../../../core/shared/access';
import { rollbackCommand } from '../../../core/web/release/commands';
import { definePlugin } from '../../../core/web/plugin';
import { PLUGIN_ID, RIGHT_BONUS, paths, rights, type BonusEnv, releases } from '../shared';

// The calls load with the command's run, not with the manifest (which is in the first screen).
const api = () => import('./api');

const right = rule.right(RIGHT_BONUS);

export default definePlugin({
  id: PLUGIN_ID,
  title: 'Bonus',
  icon: IconGift,
  rights,
  nav: [
    { label: 'Bonus', path: paths.bonus, rule: right, icon: IconGift, area: 'LiveOps' },
    { label: 'Reward types', path: paths.rewardTypes, rule: right, icon: IconTags, area: 'LiveOps' },
  ],
  routes: [
    { path: paths.bonus, name: 'bonus', title: 'Bonus', rule: right, screen: () => import('./screens/BonusPage') },
    { path: paths.rewardTypes, name: 'rewardTypes', title: 'Reward Types', rule: right, screen: () => import('./screens/RewardTypesPage') },
  ],
  commands: [
    {
      id: 'bonus.createBonus',
      title: 'Create bonus',
      description: 'New sandbox bonus code with its rewards',
      keywords: ['code', 'reward', 'gift', 'new'],
      rule: right,
      goTo: `${paths.bonus}?create=1`,
      icon: IconPlus,
    },
    {
      id: 'bonus.redeemTest',
      title: 'Redeem-test a bonus code',
      description: 'Redeem a code as a player would and see the rewards or the error',
      keywords: ['bonus', 'code', 'redeem', 'test', 'reward'],
      rule: right,
      needsProject: true,
      icon: IconTicket,
      steps: [
        {
          kind: 'text',
          id: 'code',
          title: 'Bonus code',
          placeholder: 'The code a player types',
          validate: (v) => (v.trim() ? null : 'code is required'),
        },
        {
          kind: 'text',
          id: 'userId',
          title: 'User id',
          placeholder: 'The player to redeem for',
          validate: (v) => (v.trim() ? null : 'userId is required'),
        },
        {
          kind: 'pick',
          id: 'env',
          title: 'Where?',
          load: () => [
            { value: 'sandbox', label: 'Sandbox', description: 'Redeems for real: the user cannot redeem this code again' },
            { value: 'prod', label: 'Prod (dry run)', description: 'Checks only: nothing is consumed on Prod' },
          ],
        },
      ],
      run: async (ctx) => {
        const env = ctx.values.env as BonusEnv;
        const { bonusApi, rewardsText } = await api();
        const r = await bonusApi.redeemTest(ctx.code ?? '', {
          env,
          code: ctx.values.code.trim(),
          userId: ctx.values.userId.trim(),
          dryRun: env === 'prod',
        });
        ctx.toast(`${r.dryRun ? 'Would get' : 'Redeemed'}: ${rewardsText(r.rewards)}`);
      },
    },
    rollbackCommand(releases),
  ],
});
