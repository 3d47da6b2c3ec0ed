// A prod control shown to a user who may not change prod (neither an owner of the project nor an
// ADMIN): the caller disables it, and this gives it the reason as a tooltip (`label`, if given, is
// the tooltip when it is not locked). A disabled control fires no mouse events, so the tooltip
// hangs on a wrapper.
import type { ReactNode } from 'react';
import { Tooltip } from '@mantine/core';
import { PROD_OWNERS_ONLY } from '../../shared/access';

export function ProdLocked({ locked, label, children }: { locked: boolean; label?: string; children: ReactNode }) {
  if (!locked && !label) return <>{children}</>;
  return (
    <Tooltip label={locked ? PROD_OWNERS_ONLY : label}>
      <span data-prod-locked={locked || undefined} style={{ display: 'inline-flex' }}>
        {children}
      </span>
    </Tooltip>
  );
}
