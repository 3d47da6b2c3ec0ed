import fs from 'node:fs';
import { expect, test } from '../fixtures';
import { ADMIN, logIn } from '../helpers';

test('profile', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
  await cdp.send('Profiler.start');
  const t0 = Date.now();
  for (let i = 0; i < 3; i++) {
    await logIn(page, ADMIN, '/jigsaw/folder');
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.goto('/tiles/stats/level');
    await expect(page.getByRole('heading', { name: 'Level statistics' })).toBeVisible();
    await page.goto('/jigsaw/bonus');
    await expect(page.getByRole('table').first()).toBeVisible();
    await page.goto('/');
    await page.waitForTimeout(1500);
  }
  const { profile } = await cdp.send('Profiler.stop');
  console.log('wall', Date.now() - t0);
  fs.writeFileSync('/tmp/renderer.cpuprofile', JSON.stringify(profile));
});
