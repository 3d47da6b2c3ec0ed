// `/refresh?path=...` only redirects to the path given (001), e.g. to re-mount the screen
// one is on. Only same-origin relative paths are followed.
import { Redirect, useSearch } from 'wouter';
import { safeLocalPath } from '../routing/safePath';

export function RefreshPage() {
  const search = useSearch();
  return <Redirect to={safeLocalPath(new URLSearchParams(search).get('path'))} replace />;
}
