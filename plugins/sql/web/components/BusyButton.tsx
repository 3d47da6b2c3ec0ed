// A button that keeps the keyboard's focus while its work runs. Mantine's `loading` disables the
// button, and a focused button that becomes disabled drops focus to <body>: after Enter on Run the
// next Tab would start from the top of the page. This one shows a loader in place of its icon, says
// aria-busy, and ignores presses until the work is done.
import { Button, Loader, type ButtonProps } from '@mantine/core';
import { forwardRef, type ReactNode } from 'react';

interface Props extends Omit<ButtonProps, 'loading'> {
  busy: boolean;
  onClick: () => void;
  title?: string;
  children: ReactNode;
}

export const BusyButton = forwardRef<HTMLButtonElement, Props>(function BusyButton({ busy, onClick, leftSection, ...props }, ref) {
  return (
    <Button
      ref={ref}
      {...props}
      leftSection={busy ? <Loader size={16} color="currentColor" /> : leftSection}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    />
  );
});
