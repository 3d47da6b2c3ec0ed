// The palette commands core gives a publishable: `<id>.rollback` (pick env, pick snapshot,
// confirm naming both), and `<id>.publish` / `<id>.syncToProd` when it asks for those moves.
// Prod is offered disabled, with the reason, to who may not change it. A manifest is in the
// entry chunk: this takes the plain ref and calls the paths, so no zod schema comes with it.
import { IconArrowBackUp, IconCloudUpload } from '@tabler/icons-react';
import { rule } from '../../shared/access';
import { ENVS, type PublishEnv } from '../../shared/constants';
import {
  envLabel,
  releasePath,
  rollbackConfirmation,
  rolledBackToast,
  type MoveResponse,
  type PublishableRef,
  type ReleaseHistory,
} from '../../shared/release';
import { api } from '../http';
import { formatTime } from '../time';
import { envOption, type CommandContext, type CommandDef } from '../plugin';

/** How many snapshots the palette offers (newest first). */
const PICKABLE = 50;

export function rollbackCommand(ref: PublishableRef): CommandDef {
  return {
    id: `${ref.id}.rollback`,
    title: `Roll back ${ref.title}`,
    description: 'Make an earlier release live again',
    keywords: ['rollback', 'roll back', 'revert', 'release', 'history', 'sandbox', 'prod'],
    priority: -1,
    rule: rule.right(ref.right),
    needsProject: true,
    icon: IconArrowBackUp,
    steps: [
      {
        kind: 'pick',
        id: 'env',
        title: 'On which environment?',
        load: (ctx) => (ref.envs ?? ENVS).map((e) => envOption(ctx, e, { value: e, label: e })),
      },
      {
        kind: 'pick',
        id: 'snapshot',
        title: 'Back to which release?',
        load: async (ctx) => {
          const h = await api<ReleaseHistory>(releasePath(ctx.code ?? '', ref.id, 'history'), {
            query: { env: ctx.values.env, pn: 1, ps: PICKABLE },
          });
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
      const body = { env: ctx.values.env as PublishEnv, id: Number(ctx.values.snapshot) };
      const r = await api<MoveResponse>(releasePath(ctx.code ?? '', ref.id, 'rollback'), { method: 'POST', body });
      ctx.toast(rolledBackToast(body.env, body.id, r.returnId));
    },
  };
}

const keyStep = (ref: PublishableRef) =>
  ref.keys
    ? [{ kind: 'pick' as const, id: 'key', title: 'Which one?', load: () => ref.keys!.map((k) => ({ value: k.value, label: k.label })) }]
    : [];

/**
 * Every palette command of a publishable: the generic moves it asks for (publish to an env, sync
 * to prod, on a picked key) and rollback. A plugin with its own spec-fixed publish commands
 * takes `rollbackCommand` alone.
 */
export function releaseCommands(ref: PublishableRef): CommandDef[] {
  const base = { rule: rule.right(ref.right), needsProject: true, icon: IconCloudUpload };
  const key = (ctx: CommandContext) => ctx.values.key ?? '';
  const out: CommandDef[] = [];
  if (ref.moves?.publish) {
    out.push({
      ...base,
      id: `${ref.id}.publish`,
      title: `Publish ${ref.title}`,
      keywords: ['publish', 'release', 'upload', 'sandbox', 'prod'],
      priority: 1,
      steps: [
        ...keyStep(ref),
        {
          kind: 'pick',
          id: 'env',
          title: 'To which environment?',
          load: (ctx) => (ref.envs ?? ENVS).map((e) => envOption(ctx, e, { value: e, label: e })),
        },
        {
          kind: 'confirm',
          id: 'sure',
          title: 'Confirm',
          message: ({ values }) => `Publish ${ref.title}${values.key ? ` ${values.key}` : ''} to ${envLabel(values.env)}?`,
        },
      ],
      run: async (ctx) => {
        const r = await api<MoveResponse>(releasePath(ctx.code ?? '', ref.id, 'publish'), {
          method: 'POST',
          body: { env: ctx.values.env, key: key(ctx) },
        });
        ctx.toast(r.unchanged ? `Nothing changed (returnId ${r.returnId})` : `Published (returnId ${r.returnId})`);
      },
    });
  }
  if (ref.moves?.sync) {
    out.push({
      ...base,
      id: `${ref.id}.syncToProd`,
      title: `Sync ${ref.title} to prod`,
      keywords: ['sync', 'prod', 'release'],
      steps: [
        ...keyStep(ref),
        { kind: 'pick', id: 'env', title: 'Sync to', load: (ctx) => [envOption(ctx, 'prod', { value: 'prod', label: 'prod' })] },
        {
          kind: 'confirm',
          id: 'sure',
          title: 'Confirm',
          message: ({ values }) => `Make prod serve what sandbox serves${values.key ? ` for ${values.key}` : ''}?`,
        },
      ],
      run: async (ctx) => {
        const r = await api<MoveResponse>(releasePath(ctx.code ?? '', ref.id, 'sync'), { method: 'POST', body: { key: key(ctx) } });
        ctx.toast(r.unchanged ? `Nothing changed (returnId ${r.returnId})` : `Synced (returnId ${r.returnId})`);
      },
    });
  }
  return [...out, rollbackCommand(ref)];
}
