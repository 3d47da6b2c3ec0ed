// The shared error notice and the success toast (DESIGN §7): every failed call shows the
// server's message in red; successes show the spec's short text in green.
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** The toast showing for each text, by its id. */
const showing = new Map<string, string>();
let toasts = 0;

/**
 * The spec's short success text, e.g. toast('CREATED!'). The same text again replaces the one
 * showing with a new one under a new id: hiding and showing one id in the same moment kept the old
 * toast's element and its close timer, so the second "Names Downloaded" could vanish with the first.
 */
export function toast(message: string): void {
  const before = showing.get(message);
  if (before) notifications.hide(before);
  const id = `toast:${++toasts}`;
  showing.set(message, id);
  const onClose = () => {
    if (showing.get(message) === id) showing.delete(message);
  };
  notifications.show({ id, message, color: 'green', autoClose: 4000, withBorder: true, onClose });
}

/** The shared error notice. The same message shown twice at once appears once. */
export function showErrorNotice(message: string, title = 'Error'): void {
  notifications.show({ id: `error:${message}`, title, message, color: 'red', autoClose: 6000, withBorder: true });
}

/** Information after an action (what it touched, what to look at next): blue, stays a little longer. */
export function inform(title: string, message: ReactNode): void {
  notifications.show({ id: `inform:${title}`, title, message, color: 'blue', autoClose: 8000, withBorder: true });
}
