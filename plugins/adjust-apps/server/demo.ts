// Demo Adjust apps: an app per platform for most demo projects (12-character tokens as Adjust's
// dashboard shows them); `colors` has only its Android app and `blocks` none, so the screens show
// a configured platform, a half-configured project and an unconfigured one.
import { inArray } from 'drizzle-orm';
import { projects } from '../../../core/server/db/schema';
import type { DemoContext } from '../../../core/server/plugin';
import type { AdjustPlatform } from '../shared';
import { createApp } from './apps';

export const DEMO_APPS: Record<string, Partial<Record<AdjustPlatform, string>>> = {
  jigsaw: { 1: 'k7p2x9m4q1zt', 2: 'w3n8c5r0v6hy' },
  tiles: { 1: 'b4t9l2s7e1ua', 2: 'h6d1q8m3x5jc' },
  pins: { 1: 'r2y7f4k9n0pw', 2: 'g5v0z3b8t6ls' },
  words: { 1: 'm8c3j6w1e4qd', 2: 'x1u5h0p7a9kr' },
  colors: { 1: 'e9s4a7g2y5nb' },
};

export async function seedAdjustApps({ db }: DemoContext): Promise<void> {
  const codes = new Set(
    (
      await db
        .select({ code: projects.code })
        .from(projects)
        .where(inArray(projects.code, Object.keys(DEMO_APPS)))
    ).map((p) => p.code),
  );
  for (const [code, apps] of Object.entries(DEMO_APPS)) {
    if (!codes.has(code)) continue;
    for (const [platform, token] of Object.entries(apps))
      await createApp(db, { projectCode: code, platform: Number(platform) as AdjustPlatform, token });
  }
}
