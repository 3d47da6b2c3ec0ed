// The puzzle content's shapes (core/server/db/content.ts holds the tables) and the one rule on who
// may change a folder and its puzzles, which the folders and puzzles screens, their APIs and later
// releases and applies all apply the same way (001 §4, §6; 002 §4, §6).
import { isOwnerOrAdmin, type ProjectAccess, type Viewer } from './access';

/** Language code to text; `en` is required wherever a name is edited. */
export type LocalizedName = Record<string, string>;

/** A file in storage as content records keep it. */
export interface StoredFile {
  url: string;
  size: number;
  md5: string;
}

/** A folder's attributes besides the columns (001 §3). */
export interface FolderAttr {
  /** The folder's thumbnail (storage URL) for the project that shows thumbnails. */
  thumb?: string;
  resource?: StoredFile;
  /** For the projects whose config asks for collections. */
  collectionKey?: string;
  resourceFileUrl?: string;
  resourceFileMD5?: string;
  resourceFileList?: string[];
  /** Puzzle ids a new puzzle of this folder is modelled on. */
  templatePuzzles?: number[];
  [key: string]: unknown;
}

/** A puzzle's attributes (002 §3). */
export interface PuzzleAttr {
  note?: string;
  duration?: number;
  difficulty?: number;
  isHard?: boolean;
  special?: boolean;
  unlockLevel?: number;
  formType?: number;
  quality?: number;
  treasures_quality?: number;
  scale_for_background?: number;
  max_size?: 2048 | 4096;
  isColor?: boolean;
  storyType?: number;
  review_score?: -2 | 0 | 2;
  released?: boolean;
  copyInfo?: { fromId: number; fromFolderId?: number; at: string };
  thumb?: string;
  thumb_md5?: string;
  [key: string]: unknown;
}

/** A category's attributes (000 §3). */
export interface CategoryAttr {
  countries?: string[];
  custom_orders?: { country_list: string[]; sort: number }[];
  rules?: { clientVersions: [string, string] };
  resource?: StoredFile;
  [key: string]: unknown;
}

/** What the rule needs to know about a folder. */
export interface FolderGuard {
  needPub: boolean;
  locked: boolean;
  createdById: number | null;
  createdBy: string;
}

/** What the rule needs to know about the viewer: its mail and, for LIMIT users, its aliases. */
export interface ContentViewer extends Viewer {
  mail: string;
  alias?: readonly string[];
}

/** A LIMIT user acts only on folders they (or a mail they may act as) created. */
export function createdByViewer(viewer: ContentViewer, folder: FolderGuard): boolean {
  if (folder.createdById != null && folder.createdById === viewer.id) return true;
  const by = folder.createdBy.toLowerCase();
  return by !== '' && (by === viewer.mail.toLowerCase() || (viewer.alias ?? []).some((a) => a.toLowerCase() === by));
}

/**
 * May the viewer change this folder and its puzzles (edit, sort, move, delete, import)? Owners and
 * admins always may; others only when the folder is neither needPub nor locked, and a LIMIT user
 * only on a folder they created. The caller checks the plugin's right first.
 */
export function mayChangeFolder(viewer: ContentViewer, project: ProjectAccess, folder: FolderGuard): boolean {
  if (isOwnerOrAdmin(viewer, project)) return true;
  if (folder.needPub || folder.locked) return false;
  return viewer.role !== 'LIMIT' || createdByViewer(viewer, folder);
}

/** The reason shown (and answered, 403) when mayChangeFolder says no. */
export function folderRefusal(viewer: ContentViewer, project: ProjectAccess, folder: FolderGuard): string | null {
  if (mayChangeFolder(viewer, project, folder)) return null;
  if (folder.locked) return 'This folder is locked: only the project owners and admins can change it';
  if (folder.needPub) return 'This folder needs publishing: only the project owners and admins can change it';
  return 'You can only change folders you created';
}

/** The message when a released puzzle would be changed (002 §4). */
export const PUZZLE_RELEASED = 'This puzzle is released and locked';

/** A release's content as published (core/server/db/content.ts releases.conf). */
export interface ReleaseConf {
  folders: {
    id: number;
    name: LocalizedName;
    sort: number;
    type: string;
    categoryId: number | null;
    puzzles: { id: number; sort: number; md5: string; name: LocalizedName; attr: PuzzleAttr }[];
  }[];
  categories: { id: number; parentId: number; sort: number; name: LocalizedName }[];
  /** With includeTexts: the project's translation keys in use, key -> language -> text. */
  texts?: Record<string, LocalizedName>;
}
