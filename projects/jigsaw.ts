import { defineProject } from '../core/shared/overrides';
import '../plugins/projects/shared';

export default defineProject('jigsaw', {
  projects: { platforms: ['android', 'ios', 'mac'], accentColor: 'grape' },
});
