import { createElement, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable';

const render = (C: Parameters<typeof createElement>[0]) =>
  renderToString(createElement(Suspense, { fallback: 'waiting' }, createElement(C)));

describe('preloadableLazy', () => {
  it('suspends before its module loaded, renders at once after a preload', async () => {
    const a = preloadableLazy(() => Promise.resolve({ default: () => 'screen A' }));
    expect(render(a.Component)).toContain('waiting');
    const b = preloadableLazy(() => Promise.resolve({ default: () => 'screen B' }));
    expect(b.loaded()).toBe(false);
    await b.preload();
    expect(b.loaded()).toBe(true);
    expect(render(b.Component)).toBe('<!--$-->screen B<!--/$-->');
  });

  it('loads once, and again after a failure', async () => {
    let calls = 0;
    const p = preloadableLazy(() => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => 'ok' })));
    await expect(p.preload()).rejects.toThrow('offline');
    await Promise.all([p.preload(), p.preload()]);
    expect(calls).toBe(2);
  });
});
