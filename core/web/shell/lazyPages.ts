// The two halves of the first screen load separately (DESIGN §10 budget): a visitor who is
// not signed in fetches only the login page, a signed-in one only the console shell.
import { lazy } from 'react';

export const loadSignedInConsole = () => import('./SignedInConsole');
export const SignedInConsole = lazy(loadSignedInConsole);
export const LoginPage = lazy(() => import('../pages/LoginPage').then((m) => ({ default: m.LoginPage })));
