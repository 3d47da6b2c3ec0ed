// The one list of enabled plugins (DESIGN §1). Enabling a plugin is one line here;
// removing the line removes its nav, routes, commands, API and rights.
export const ENABLED_PLUGINS: readonly string[] = [
  'projects',
  'users',
  'rights',
  'audit',
  'jobs',
  'check-update',
  'stats',
  'in-site-messages',
  'bundles',
  'ads',
  'activities',
  'bonus',
  'event-check',
  'ad-stats',
  'dashboard',
  'sql',
  'categories',
  'uploads',
  // After puzzles: its demo tags the demo folders the puzzles demo makes.
  'puzzles',
  'folders',
  // After puzzles and folders: its demo releases take the demo folders.
  'releases',
  'online-releases',
  'experiments',
  // After experiments: an apply is derived from a v1 experiment.
  'applies',
  'translations',
  'push',
  'services',
  'config-center',
  'training',
  'feedback',
  'adjust-apps',
  'purchases',
];
