// A form in a modal whose fields scroll while its buttons stay in view: a long form (create
// project) on a short screen (900 px high) keeps Create and Cancel reachable without scrolling
// the whole dialog. Give the Modal `styles={MODAL_FORM_STYLES}` and put the form in ModalForm.
import type { FormEventHandler, ReactNode } from 'react';
import { Button, Group } from '@mantine/core';

/** The modal's content is a column: the body takes what the header leaves, and does not scroll itself. */
export const MODAL_FORM_STYLES = {
  content: { display: 'flex', flexDirection: 'column', overflow: 'hidden' },
  body: { display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0, paddingBottom: 0 },
} as const;

export function ModalForm(props: { onSubmit: FormEventHandler<HTMLFormElement>; footer: ReactNode; children: ReactNode }) {
  return (
    <form onSubmit={props.onSubmit} noValidate style={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      {/* A little inline padding keeps the fields' focus rings clear of the scroll box's edge. */}
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: '2px 4px', margin: '-2px -4px' }}>{props.children}</div>
      <Group justify="flex-end" gap="sm" py="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}>
        {props.footer}
      </Group>
    </form>
  );
}

/** The usual footer: Cancel, and the submit button (busy while the form submits). */
export function FormButtons(props: { onCancel: () => void; submitting: boolean; label: string }) {
  return (
    <>
      <Button variant="default" onClick={props.onCancel}>
        Cancel
      </Button>
      <Button type="submit" loading={props.submitting}>
        {props.label}
      </Button>
    </>
  );
}
