// The palette commands core gives a publishable: `<id>.rollback` (pick env, pick snapshot,
// confirm naming both). Prod is offered disabled, with the reason, to who may not change it.
import { IconArrowBackUp } from '@tabler/icons-react';
import { rule } from '../../shared/access';
import { ENVS, type Env } from '../../shared/constants';
import { rollbackConfirmation, rolledBackToast, type PublishableSpec } from '../../shared/publish';
import { call } from '../http';
import { formatTime } from '../time';
import { envOption, type CommandDef } from '../plugin';
import { rollbackCall } from './rollback';

/** How many snapshots the palette offers (newest first). */
const PICKABLE = 50;

export function rollbackCommand(spec: PublishableSpec): CommandDef {
  return {
    id: `${spec.id}.rollback`,
    title: `Roll back ${spec.title}`,
    description: 'Make an earlier release live again',
    keywords: ['rollback', 'roll back', 'revert', 'release', 'history', 'sandbox', 'prod'],
    priority: -1,
    rule: rule.right(spec.right),
    needsProject: true,
    icon: IconArrowBackUp,
    steps: [
      { kind: 'pick', id: 'env', title: 'On which environment?', load: (ctx) => ENVS.map((e) => envOption(ctx, e, { value: e, label: e })) },
      {
        kind: 'pick',
        id: 'snapshot',
        title: 'Back to which release?',
        load: async (ctx) => {
          const h = await call(spec.endpoints.history, { params: { code: ctx.code ?? '' }, query: { env: ctx.values.env as Env, pn: 1, ps: PICKABLE } });
          return h.rows
            .filter((s) => s.slot === 'live')
            .map((s) => ({
              value: String(s.id),
              label: `#${s.id} ${s.action}${s.key ? ` · ${s.key}` : ''}`,
              description: `${formatTime(s.createdAt)} by ${s.operator}`,
              ...(s.live ? { disabled: 'Live now' } : {}),
            }));
        },
      },
      { kind: 'confirm', id: 'sure', title: 'Confirm', message: ({ values }) => rollbackConfirmation(values.env, Number(values.snapshot)) },
    ],
    run: async (ctx) => {
      const r = await rollbackCall(spec, ctx.code ?? '', ctx.values.env as Env, Number(ctx.values.snapshot));
      ctx.toast(rolledBackToast(ctx.values.env, Number(ctx.values.snapshot), r.returnId));
    },
  };
}
