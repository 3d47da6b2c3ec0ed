// The header's user menu. Its dropdown (and the popover code under it) loads on first use,
// keeping the first screen's bundle small; pointing at the button starts the load.
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '../auth/session';
import { UserButton } from './UserButton';

const loadDropdown = () => import('./UserMenuDropdown');
const UserMenuDropdown = lazy(loadDropdown);

export function UserMenu() {
  const user = useCurrentUser();
  const [wanted, setWanted] = useState(false);
  if (!user) return null;
  const button = (
    <UserButton
      name={user.displayName}
      onPointerEnter={() => void loadDropdown()}
      onFocus={() => void loadDropdown()}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return button;
  return (
    <Suspense fallback={button}>
      <UserMenuDropdown />
    </Suspense>
  );
}
