// Per-project override modules (DESIGN §3): one file per project code.
import type { ProjectModule } from '../core/shared/overrides';
import jigsaw from './jigsaw';
import pins from './pins';
import tiles from './tiles';

export const projectModules: ProjectModule[] = [jigsaw, pins, tiles];
