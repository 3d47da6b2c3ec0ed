// A prod control shown to a user who may not change prod (neither an owner of the project nor an
// ADMIN): the caller disables it, and this gives it the reason as a tooltip. A disabled control
// fires no mouse events, so the tooltip hangs on a wrapper.
import type { ReactNode } from 'react';
import { Tooltip } from '@mantine/core';
import { PROD_OWNERS_ONLY } from '../../shared/access';

export function ProdLocked({ locked, children }: { locked: boolean; children: ReactNode }) {
  if (!locked) return <>{children}</>;
  return (
    <Tooltip label={PROD_OWNERS_ONLY}>
      <span data-prod-locked style={{ display: 'inline-flex' }}>
        {children}
      </span>
    </Tooltip>
  );
}
