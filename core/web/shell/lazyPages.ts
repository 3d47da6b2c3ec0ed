// The two halves of the first screen load separately (DESIGN §10 budget): the login page fetches
// only itself, a signed-in visitor only the console shell (a deep link opened signed out fetches
// the shell too: it starts loading before the session is known, ConsoleApp.tsx).
import { lazy } from 'react';
import { preloadableLazy } from '../routing/preloadable';

// Preloadable: the session waits for it before rendering it, so it opens without a Suspense fallback.
const shell = preloadableLazy(() => import('./SignedInConsole'));
export const loadSignedInConsole = shell.preload;
export const signedInConsoleLoaded = shell.loaded;
export const SignedInConsole = shell.Component;
export const LoginPage = lazy(() => import('../pages/LoginPage').then((m) => ({ default: m.LoginPage })));
