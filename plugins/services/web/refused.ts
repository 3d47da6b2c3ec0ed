// A refused call in an action or a form: the shared error notice has shown the server's message
// (core/web/http.ts) and a form's fields get theirs; nothing is left as an unhandled rejection.
import { errorMessage, isNotifiedError, serverFieldErrors } from '../../../core/web/http';
import { showErrorNotice } from '../../../core/web/notify';

export function refused(error: unknown, setErrors?: (errors: Record<string, string>) => void): void {
  if (!isNotifiedError(error)) showErrorNotice(errorMessage(error));
  const fields = serverFieldErrors(error);
  if (setErrors && Object.keys(fields).length) setErrors(fields);
}
