import { ResultPage } from './ResultPage';

export const NOT_FOUND_MESSAGE = 'Sorry, the page you visited does not exist.';

export function NotFoundPage() {
  return <ResultPage status="404" title="Page not found" message={NOT_FOUND_MESSAGE} />;
}
