// The Archives History table (001 "Config center"): its owner (the releases part) replaces this
// placeholder. The props are the contract the manage part's screen renders it with.
import type { CcEnv } from '../../shared';

export interface ArchivesPanelProps {
  code: string;
  env: CcEnv;
  nameSpace: string;
  /** Whether the user may release on this env (prod: owners and admins). */
  canRelease: boolean;
  /** Bumped by the screen when an archive was made elsewhere (the create archive modal): reload. */
  reloadKey: number;
  /** After a release or a rollback: the screen reloads the released content of the diff. */
  onReleased: () => void;
}

export function ArchivesPanel(_props: ArchivesPanelProps) {
  return null;
}
