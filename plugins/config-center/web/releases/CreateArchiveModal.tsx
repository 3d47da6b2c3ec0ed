// The "create archive and release" modal (001 "Config center"): its owner (the releases part)
// replaces this placeholder. The props are the contract the manage part's screen opens it with.
import type { CcEnv } from '../../shared';

export interface CreateArchiveModalProps {
  opened: boolean;
  onClose: () => void;
  code: string;
  env: CcEnv;
  nameSpace: string;
  canRelease: boolean;
  /** After the archive (and its release when needRelease) was made. */
  onCreated: (r: { id: number; released: boolean }) => void;
}

export function CreateArchiveModal(_props: CreateArchiveModalProps) {
  return null;
}
