import { defineProject } from '../core/shared/overrides';
import '../plugins/projects/shared';
import '../plugins/stats/shared';
import '../plugins/folders/shared';
import '../plugins/puzzles/shared';
import '../core/shared/thumbnail';

export default defineProject('jigsaw', {
  projects: { platforms: ['android', 'ios', 'mac'], accentColor: 'grape' },
  // Portrait art: thumbnails at 75x133, scale 0.1 (001 §9, 002 §9), on the folders and puzzles tables.
  thumbnail: { width: 75, height: 133, scale: 0.1 },
  // The folders table's thumbnail column, at the project's thumbnail size.
  folders: { thumbnail: true },
  // The jigsaw's piece shapes (002 §9), the one project with a formType.
  puzzles: {
    formTypes: [
      { value: 0, label: 'Square' },
      { value: 1, label: 'Hexagon' },
      { value: 2, label: 'Circle' },
      { value: 3, label: 'Trapezoid' },
      { value: 4, label: 'Jigsaw' },
    ],
  },
  // Portrait jigsaw art: the one project with 75x133 thumbnails at scale 0.1 (001 §9), and the one
  // with the extra level columns (001 §3).
  stats: { eventCatalog: true, thumbnail: { width: 75, height: 133, scale: 0.1 }, levelExtraColumns: true },
});
