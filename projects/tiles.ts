import { defineProject } from '../core/shared/overrides';
import '../plugins/projects/shared';

export default defineProject('tiles', {
  projects: { accentColor: 'teal' },
});
