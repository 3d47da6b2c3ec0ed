// The plugin's demo, in order: the common keys (some synced into two projects, one of them then
// worded by the project itself); each project's keys; the machine-translation examples (common keys
// still missing languages, and project texts the memory fills them from; a key seeded before is
// left as it is); two published versions per project (sandbox, one synced to prod); then an edit
// made since, which the publish gate refuses until it is mended.
import type { DemoContext } from '../../../core/server/plugin';
import { seedCommon } from './common/demo';
import { seedMachineTranslation } from './mt/demo';
import { seedProjectKeys, seedUnpublishedEdit } from './project/demo';
import { seedPublishDemo } from './publish/demo';

export async function seedTranslations(ctx: DemoContext): Promise<void> {
  await seedCommon(ctx);
  await seedProjectKeys(ctx);
  await seedMachineTranslation(ctx);
  await seedPublishDemo(ctx);
  await seedUnpublishedEdit(ctx);
}
