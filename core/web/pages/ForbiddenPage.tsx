import { ResultPage } from './ResultPage';

export const FORBIDDEN_MESSAGE = "Sorry, you don't have access to this page.";

export function ForbiddenPage() {
  return <ResultPage status="403" title="No access to this page" message={FORBIDDEN_MESSAGE} />;
}
