import { defineProject } from '../core/shared/overrides';
import '../plugins/projects/shared';
import { statsDefaults } from '../plugins/stats/shared';

export default defineProject('pins', {
  // Pin projects split classic and boss puzzles (000 §9): their levels carry props.category.
  stats: { levelTypes: [{ key: 'props.category', label: 'Category', values: ['Classic', 'Boss'] }, ...statsDefaults.levelTypes] },
});
