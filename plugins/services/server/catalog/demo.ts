// The catalog part's demo (servers, services, api logs): its owner replaces this placeholder.
import type { DemoContext } from '../../../../core/server/plugin';

export async function seedCatalog(_ctx: DemoContext): Promise<void> {}
