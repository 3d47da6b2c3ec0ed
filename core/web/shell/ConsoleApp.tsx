// Core's console app. app/ renders it with the enabled plugins; core learns about plugins
// only through that list.
import { Suspense, useEffect, useState } from 'react';
import { Center, Loader, MantineProvider } from '@mantine/core';
import { contrastVariables } from './contrastColors';
import { Notifications } from '@mantine/notifications';
import { Redirect, useLocation, useSearch } from 'wouter';
import { loadCurrentUser, useCurrentUser } from '../auth/session';
import { RefreshPage } from '../pages/RefreshPage';
import type { WebPlugin } from '../plugin';
import { installPlugins, preloadScreen } from '../registry';
import { safeLocalPath } from '../routing/safePath';
import { loadSignedInConsole, LoginPage, SignedInConsole, signedInConsoleLoaded } from './lazyPages';
import { theme } from './theme';

function FullPageLoader() {
  return (
    <Center mih="100vh">
      <Loader />
    </Center>
  );
}

function Session() {
  const user = useCurrentUser();
  const [location] = useLocation();
  const search = useSearch();

  useEffect(() => {
    void loadCurrentUser();
    // Any page but the login page is most likely opened signed in: the shell's module starts
    // loading beside the session check, not after it.
    if (!['/login', '/refresh'].includes(window.location.pathname)) loadSignedInConsole().catch(() => undefined);
  }, []);
  // Signed in: the shell's module loads before it renders (the loader stays), and the opened
  // screen's after it, so neither suspends (React holds a revealed fallback's content 300 ms).
  // The shell is asked for first: the browser fetches six files at a time from one host, in the
  // order asked, and the screen's 25 chunks ahead of it held the shell (and so the screen's title,
  // its largest paint) back by 700 ms on level statistics.
  const [shellReady, setShellReady] = useState(signedInConsoleLoaded);
  useEffect(() => {
    if (!user || shellReady) return;
    const done = () => setShellReady(true);
    loadSignedInConsole().then(done, done);
    preloadScreen(window.location.pathname);
  }, [user, shellReady]);

  if (location === '/refresh') return <RefreshPage />;
  if (user === undefined) return <FullPageLoader />;
  if (location === '/login') {
    if (!user) return <LoginPage />;
    const next = safeLocalPath(new URLSearchParams(search).get('next'));
    return <Redirect to={next.startsWith('/login') ? '/' : next} replace />;
  }
  if (!user) {
    const here = location + (search ? `?${search}` : '');
    return <Redirect to={location === '/' ? '/login' : `/login?next=${encodeURIComponent(here)}`} replace />;
  }
  if (!shellReady) return <FullPageLoader />;
  return <SignedInConsole />;
}

export function ConsoleApp({ plugins }: { plugins: readonly WebPlugin[] }) {
  // Installed before the first render so routePath() works everywhere.
  useState(() => installPlugins(plugins));
  return (
    <MantineProvider theme={theme} cssVariablesResolver={contrastVariables} defaultColorScheme="light">
      <Notifications position="top-right" limit={4} />
      <Suspense fallback={<FullPageLoader />}>
        <Session />
      </Suspense>
    </MantineProvider>
  );
}
