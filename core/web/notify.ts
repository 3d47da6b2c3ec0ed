// The shared error notice and the success toast (DESIGN §7): every failed call shows the
// server's message in red; successes show the spec's short text in green.
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** The spec's short success text, e.g. toast('CREATED!'). The same text again replaces the one showing. */
export function toast(message: string): void {
  const id = `toast:${message}`;
  notifications.hide(id);
  notifications.show({ id, message, color: 'green', autoClose: 4000, withBorder: true });
}

/** The shared error notice. The same message shown twice at once appears once. */
export function showErrorNotice(message: string, title = 'Error'): void {
  notifications.show({ id: `error:${message}`, title, message, color: 'red', autoClose: 6000, withBorder: true });
}

/** Information after an action (what it touched, what to look at next): blue, stays a little longer. */
export function inform(title: string, message: ReactNode): void {
  notifications.show({ id: `inform:${title}`, title, message, color: 'blue', autoClose: 8000, withBorder: true });
}
