// What the viewer may do on the folders screen (001 §6): the web half of core's folder rule.
import { isOwnerOrAdmin } from '../../../../core/shared/access';
import { folderRefusal, type ContentViewer } from '../../../../core/shared/content';
import { useCurrentUser } from '../../../../core/web/auth/session';
import { useAccessSnapshot } from '../../../../core/web/project/hooks';
import type { Folder } from '../../shared';

export interface FolderAccess {
  /** Owner or admin: needPub and lock toggles, the lock column. */
  owner: boolean;
  /** Not LIMIT: tags, import/export, copy, the sort column. */
  full: boolean;
  /** Why the viewer may not change this folder, or null. */
  refusal: (f: Folder) => string | null;
}

export function useFolderAccess(code: string): FolderAccess {
  const user = useCurrentUser();
  const snap = useAccessSnapshot();
  const project = { code, ownerIds: snap.access[code]?.ownerIds ?? [] };
  const viewer: ContentViewer | null = user ? { id: user.id, role: user.role, rights: user.rights, mail: user.mail } : null;
  return {
    owner: isOwnerOrAdmin(viewer, project),
    full: !!viewer && viewer.role !== 'LIMIT',
    refusal: (f) => (viewer ? folderRefusal(viewer, project, f) : 'Please sign in'),
  };
}
