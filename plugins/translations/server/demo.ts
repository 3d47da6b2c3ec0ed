// The plugin's demo, in order: each project's keys, then the machine-translation examples (common
// keys still missing languages, and project texts the memory fills them from; a key seeded before
// is left as it is).
import type { DemoContext } from '../../../core/server/plugin';
import { seedMachineTranslation } from './mt/demo';
import { seedProjectKeys } from './project/demo';

export async function seedTranslations(ctx: DemoContext): Promise<void> {
  await seedProjectKeys(ctx);
  await seedMachineTranslation(ctx);
}
