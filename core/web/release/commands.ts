// The palette commands core gives a publishable: `<id>.rollback` (pick env, pick snapshot,
// confirm naming both), and `<id>.publish` / `<id>.syncToProd` when it asks for those moves. Prod is offered disabled, with the reason, to who may not change it.
import { IconArrowBackUp, IconCloudUpload } from '@tabler/icons-react';
import { rule } from '../../shared/access';
import { ENVS, type Env } from '../../shared/constants';
import { envLabel, rollbackConfirmation, rolledBackToast, type PublishableSpec } from '../../shared/publish';
import { call } from '../http';
import { formatTime } from '../time';
import { envOption, type CommandContext, type CommandDef } from '../plugin';
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

const keyStep = (spec: PublishableSpec) =>
  spec.keys ? [{ kind: 'pick' as const, id: 'key', title: 'Which one?', load: (ctx: CommandContext) => spec.keys!.map((k) => ({ ...k, ...(ctx.screen.platform === k.value ? { description: 'on screen' } : {}) })) }] : [];

/**
 * Every palette command of a publishable: the generic moves it asks for (publish to an env, sync
 * to prod, on a picked key) and rollback. A plugin with its own spec-fixed publish commands
 * takes `rollbackCommand` alone.
 */
export function releaseCommands(spec: PublishableSpec): CommandDef[] {
  const base = { rule: rule.right(spec.right), needsProject: true, icon: IconCloudUpload };
  const key = (ctx: CommandContext) => ctx.values.key ?? '';
  const out: CommandDef[] = [];
  if (spec.moves.publish) {
    out.push({
      ...base,
      id: `${spec.id}.publish`,
      title: `Publish ${spec.title}`,
      keywords: ['publish', 'release', 'upload', 'sandbox', 'prod'],
      priority: 1,
      steps: [
        ...keyStep(spec),
        { kind: 'pick', id: 'env', title: 'To which environment?', load: (ctx) => ENVS.map((e) => envOption(ctx, e, { value: e, label: e })) },
        { kind: 'confirm', id: 'sure', title: 'Confirm', message: ({ values }) => `Publish ${spec.title}${values.key ? ` ${values.key}` : ''} to ${envLabel(values.env)}?` },
      ],
      run: async (ctx) => {
        const r = await call(spec.endpoints.publish, { params: { code: ctx.code ?? '' }, body: { env: ctx.values.env as Env, key: key(ctx) } });
        ctx.toast(r.unchanged ? `Nothing changed (returnId ${r.returnId})` : `Published (returnId ${r.returnId})`);
      },
    });
  }
  if (spec.moves.sync) {
    out.push({
      ...base,
      id: `${spec.id}.syncToProd`,
      title: `Sync ${spec.title} to prod`,
      keywords: ['sync', 'prod', 'release'],
      steps: [
        ...keyStep(spec),
        { kind: 'pick', id: 'env', title: 'Sync to', load: (ctx) => [envOption(ctx, 'prod', { value: 'prod', label: 'prod' })] },
        { kind: 'confirm', id: 'sure', title: 'Confirm', message: ({ values }) => `Make prod serve what sandbox serves${values.key ? ` for ${values.key}` : ''}?` },
      ],
      run: async (ctx) => {
        const r = await call(spec.endpoints.sync, { params: { code: ctx.code ?? '' }, body: { key: key(ctx) } });
        ctx.toast(r.unchanged ? `Nothing changed (returnId ${r.returnId})` : `Synced (returnId ${r.returnId})`);
      },
    });
  }
  return [...out, rollbackCommand(spec)];
}
