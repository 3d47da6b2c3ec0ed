// The local storage keys the shell keeps its own state under, named once: the web app reads and
// writes them, and the browser suite's kept page (tests/e2e/keptPage.ts) decides what a test left.
/** The project chosen last (core/web/project/state.ts). */
export const CURRENT_PROJECT_KEY = 'liveops.currentProject';
/** The palette's recently run commands (core/web/palette/recent.ts). */
export const RECENT_COMMANDS_KEY = 'liveops.palette.recent';
