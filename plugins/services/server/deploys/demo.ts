// The deploys part's demo (deployments run for real): its owner replaces this placeholder.
import type { DemoContext } from '../../../../core/server/plugin';

export async function seedDeploys(_ctx: DemoContext): Promise<void> {}
