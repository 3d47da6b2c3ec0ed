// The manage part's demo (namespaces and files): its owner replaces this placeholder.
import type { DemoContext } from '../../../../core/server/plugin';

export async function seedManage(_ctx: DemoContext): Promise<void> {}
