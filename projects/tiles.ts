import { defineProject } from '../core/shared/overrides';
import '../plugins/projects/shared';
import '../plugins/stats/shared';

export default defineProject('tiles', {
  projects: { accentColor: 'teal' },
  // The tile client counts levels from 0; operators count from 1 (000 §9).
  stats: { levelOffset: 1 },
});
