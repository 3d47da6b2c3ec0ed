import { ResultPage } from './ResultPage';

export const SERVER_ERROR_MESSAGE = 'Sorry, the server is reporting an error';

export function ServerErrorPage() {
  return <ResultPage status="500" title="Server error" message={SERVER_ERROR_MESSAGE} />;
}
