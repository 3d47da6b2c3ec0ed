// The create modal's values: one reward or a list (001 §3, §5), checked by the shared schema
// with each message on its field.
import dayjs from 'dayjs';
import { zodFormErrors } from '../../../core/shared/zod';
import { DEFAULT_MAX_CONSUME, EXPIRE_FORMAT } from '../shared';
import { bonusFormSchema, type BonusForm } from '../schemas';

export interface RewardRow {
  type: string | null;
  count: number | string;
}

export interface BonusFormValues {
  name: string;
  expire: Date | null;
  maxConsume: number | string;
  description: string;
  mode: 'single' | 'list';
  type: string | null;
  count: number | string;
  rewards: RewardRow[];
}

export const emptyBonus = (): BonusFormValues => ({
  name: '',
  expire: null,
  maxConsume: DEFAULT_MAX_CONSUME,
  description: '',
  mode: 'single',
  type: null,
  count: '',
  rewards: [{ type: null, count: 1 }],
});

export function toBody(v: BonusFormValues): BonusForm {
  return {
    name: v.name,
    expire: v.expire ? dayjs(v.expire).format(EXPIRE_FORMAT) : '',
    maxConsume: v.maxConsume,
    description: v.description,
    env: 'sandbox',
    content:
      v.mode === 'single'
        ? { type: v.type ?? '', count: v.count }
        : { rewards: v.rewards.map((r) => ({ type: r.type ?? '', count: r.count })) },
  } as unknown as BonusForm;
}

/** Messages by form field: content.type -> type, content.rewards.0.count -> rewards.0.count. */
export function bonusErrors(v: BonusFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(zodFormErrors(bonusFormSchema, toBody(v)))) out[key.replace(/^content\./, '')] = message;
  return out;
}
