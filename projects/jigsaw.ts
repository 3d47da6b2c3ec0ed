import { defineProject } from '../core/shared/overrides';
import '../plugins/projects/shared';
import '../plugins/stats/overrides';

export default defineProject('jigsaw', {
  projects: { platforms: ['android', 'ios', 'mac'], accentColor: 'grape' },
  stats: { eventCatalog: true },
});
