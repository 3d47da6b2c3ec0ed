import { describe, expect, it } from 'vitest';
import { rule } from '../../shared/access';
import type { CommandDef } from '../plugin';
import { pushRecent } from './recent';
import { advance, back, currentStep, isComplete, startFlow, stepCount } from './flow';

const command: CommandDef = {
  id: 'bundles.uploadToSandbox',
  title: 'Upload bundle to sandbox',
  rule: rule.signedIn,
  steps: [
    { kind: 'pick', id: 'bundle', title: 'Pick a bundle', load: () => [] },
    { kind: 'text', id: 'note', title: 'Note' },
    { kind: 'confirm', id: 'ok', title: 'Confirm', message: () => 'Sure?' },
  ],
};

describe('flow', () => {
  it('walks forward and back, keeping answers', () => {
    let flow = startFlow(command);
    expect(stepCount(flow)).toBe(3);
    expect(currentStep(flow)?.id).toBe('bundle');
    flow = advance(flow, '12');
    flow = advance(flow, 'hello');
    expect(currentStep(flow)?.kind).toBe('confirm');
    flow = back(flow)!;
    expect(currentStep(flow)?.id).toBe('note');
    expect(flow.values).toEqual({ bundle: '12', note: 'hello' });
    flow = advance(advance(flow, 'changed'), 'yes');
    expect(isComplete(flow)).toBe(true);
    expect(flow.values).toEqual({ bundle: '12', note: 'changed', ok: 'yes' });
  });
  it('goes back to the list from the first step', () => {
    expect(back(startFlow(command))).toBeNull();
  });
});

describe('pushRecent', () => {
  it('moves the id to the front, without duplicates, at most ten', () => {
    expect(pushRecent(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    expect(pushRecent(Array.from({ length: 10 }, (_, i) => `c${i}`), 'new')).toHaveLength(10);
  });
});
