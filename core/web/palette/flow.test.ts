import { describe, expect, it } from 'vitest';
import { rule } from '../../shared/access';
import type { CommandDef } from '../plugin';
import { pushRecent } from './recent';
import { advance, back, currentFirst, currentStep, goToTarget, isComplete, screenStateFor, startFlow, stepCount } from './flow';
import { definePlugin } from '../plugin';
import { installPlugins } from '../registry';

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
    expect(
      pushRecent(
        Array.from({ length: 10 }, (_, i) => `c${i}`),
        'new',
      ),
    ).toHaveLength(10);
  });
});

describe('a pick step defaults to the screen the user is on', () => {
  const options = [
    { value: '1', label: 'Android' },
    { value: '2', label: 'iOS' },
  ];
  it('puts the screen’s value first, marked', () => {
    expect(currentFirst(options, '2')).toEqual([
      { value: '2', label: 'iOS', description: 'On this screen' },
      { value: '1', label: 'Android' },
    ]);
    expect(currentFirst(options, undefined)).toEqual(options);
    expect(currentFirst(options, '9')).toEqual(options);
  });
  it('reads the URL state only on the command’s own plugin’s screen', () => {
    const screen = () => Promise.resolve({ default: () => null });
    installPlugins([
      definePlugin({
        id: 'bundles',
        title: 'Bundles',
        routes: [{ path: '/:code/bundles', name: 'bundles', title: 'Bundles', rule: rule.signedIn, screen }],
      }),
      definePlugin({ id: 'ads', title: 'Ads', routes: [{ path: '/:code/ads', name: 'ads', title: 'Ads', rule: rule.signedIn, screen }] }),
    ]);
    const upload = { ...command, pluginId: 'bundles' } as CommandDef;
    expect(screenStateFor(upload, '/jigsaw/bundles', '?platform=2&history=prod')).toEqual({ platform: '2', history: 'prod' });
    expect(screenStateFor(upload, '/jigsaw/ads', '?platform=2')).toEqual({});
    expect(screenStateFor(command, '/jigsaw/bundles', '?platform=2')).toEqual({});
  });
  it('carries the screen’s URL state into a go-to command on the same screen (issue 28 item 13)', () => {
    // "Create experiment v2" on the iOS tab opens the wizard for iOS.
    expect(goToTarget('/:code/experimentV2?create=1', 'jigsaw', '/jigsaw/experimentV2', 'env=prod&platform=ios')).toBe(
      '/jigsaw/experimentV2?env=prod&platform=ios&create=1',
    );
    expect(goToTarget('/:code/experimentV2?create=1', 'jigsaw', '/jigsaw/experimentV2', '?platform=ios&create=')).toBe(
      '/jigsaw/experimentV2?platform=ios&create=1',
    );
    // Another screen, or none to carry: the command's own path.
    expect(goToTarget('/:code/experimentV2?create=1', 'jigsaw', '/jigsaw/experiment', 'platform=ios')).toBe(
      '/jigsaw/experimentV2?create=1',
    );
    expect(goToTarget('/:code/configCenter', 'jigsaw', '/jigsaw/configCenter', '')).toBe('/jigsaw/configCenter');
    expect(goToTarget('/:code/configCenter?modal=namespace', 'words', '/jigsaw/configCenter', 'env=prod')).toBe(
      '/words/configCenter?modal=namespace',
    );
  });
});
