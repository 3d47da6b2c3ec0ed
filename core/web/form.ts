// Every form's `useForm` (DESIGN §8): Mantine's, plus one rule so no invalid field is silent.
// A schema's issue path (zodFormErrors) need not be a rendered field: a tag list's item
// ('alias.0' under the `alias` TagsInput), or a field the form hides. Each message shows on the
// nearest rendered field that holds it; what no rendered field shows goes into the error notice
// when Save fails, so Save never "does nothing".
import { useRef } from 'react';
import { useForm as useMantineForm, type UseFormInput, type UseFormReturnType } from '@mantine/form';
import { showErrorNotice } from './notify';
import { refused } from './refused';

type Errors = Record<string, unknown>;

const isMessage = (m: unknown) => m !== undefined && m !== null && m !== false && m !== true;

/** `path` itself or a field under it ('alias' holds 'alias.0'). */
const holds = (path: string, key: string) => key === path || key.startsWith(`${path}.`);

/** The rendered field that shows `key`'s message: the longest rendered path holding it, if any. */
export function shownBy(key: string, rendered: ReadonlySet<string>): string | undefined {
  let best: string | undefined;
  for (const path of rendered) if (holds(path, key) && (best === undefined || path.length > best.length)) best = path;
  return best;
}

/** The message a rendered field shows: its own, else the first one under it that no deeper rendered field shows. */
export function fieldError(errors: Errors, path: string, rendered: ReadonlySet<string>): unknown {
  if (isMessage(errors[path])) return errors[path];
  for (const [key, message] of Object.entries(errors)) {
    if (!isMessage(message) || key === path || !holds(path, key)) continue;
    const by = shownBy(key, rendered);
    if (by === undefined || by === path) return message;
  }
  return undefined;
}

/** Messages no rendered field shows (a hidden field's, or one no input was bound to). */
export function unshownErrors(errors: Errors, rendered: ReadonlySet<string>): string[] {
  const out = Object.entries(errors)
    .filter(([key, message]) => isMessage(message) && shownBy(key, rendered) === undefined)
    .map(([, message]) => String(message));
  return [...new Set(out)];
}

/**
 * Mantine's useForm with the rule above. A field counts as rendered when the screen binds it
 * (`getInputProps(path)`) or reads its message (`form.errors.path`) while rendering.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Mantine's own constraint on form values
type FormValues = Record<string, any>;

export function useForm<Values extends FormValues = FormValues, T extends (values: Values) => unknown = (values: Values) => Values>(
  input: UseFormInput<Values, T> = {},
): UseFormReturnType<Values, T> {
  const form = useMantineForm<Values, T>(input);
  // This render's fields (collected afresh on each render of the form's owner), and the last render's.
  const seen = useRef({ last: new Set<string>(), now: new Set<string>() });
  seen.current.last = seen.current.now;
  seen.current.now = new Set<string>();
  const mark = (path: string) => seen.current.now.add(path);
  // While rendering, a parent field may be bound before the fields under it: count the last render's too.
  const rendered = () => new Set([...seen.current.last, ...seen.current.now]);

  const errors = new Proxy(form.errors, {
    get(target, key) {
      if (typeof key === 'string') mark(key);
      return Reflect.get(target, key);
    },
  });
  const getInputProps: typeof form.getInputProps = (path, options) => {
    mark(String(path));
    const props = form.getInputProps(path, options);
    const error = fieldError(form.errors, String(path), rendered());
    return error === undefined ? props : { ...props, error };
  };
  // A save the server refuses (a 409) rejects the submit handler's promise, which Mantine leaves
  // unhandled (it only chains `finally`): the refusal is shown (the client's notice, or here), and
  // goes no further (issue 28: no page error on any refused call).
  const settled = (handleSubmit: Parameters<typeof form.onSubmit>[0]): typeof handleSubmit =>
    handleSubmit &&
    ((values, event) => {
      const result = handleSubmit(values, event);
      if (!(result instanceof Promise)) return result;
      return result.catch((error: unknown) => {
        refused(error);
      });
    });
  const onSubmit: typeof form.onSubmit = (handleSubmit, handleValidationFailure) =>
    form.onSubmit(settled(handleSubmit), (failed, values, event) => {
      // The render is complete here: only its fields count (a field just hidden does not).
      const unshown = unshownErrors(failed, seen.current.now);
      if (unshown.length) showErrorNotice(unshown.join('\n'), 'Check the form');
      handleValidationFailure?.(failed, values, event);
    });
  return { ...form, errors, getInputProps, onSubmit };
}
