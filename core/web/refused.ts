// A refused call in an action or a form: the shared error notice shows the server's message once
// (core/web/http.ts may have shown it already) and a form's fields get theirs; nothing is left as an unhandled rejection.
import { errorMessage, isNotifiedError, serverFieldErrors } from './http';
import { showErrorNotice } from './notify';

export function refused(error: unknown, setErrors?: (errors: Record<string, string>) => void): void {
  if (!isNotifiedError(error)) showErrorNotice(errorMessage(error));
  const fields = serverFieldErrors(error);
  if (setErrors && Object.keys(fields).length) setErrors(fields);
}
