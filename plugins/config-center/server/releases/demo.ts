// The releases part's demo (archives released for real): its owner replaces this placeholder.
import type { DemoContext } from '../../../../core/server/plugin';

export async function seedReleases(_ctx: DemoContext): Promise<void> {}
