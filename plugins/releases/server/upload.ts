// The upload's checks (000 §3 "Upload to a server (env) first runs a diff check", §5): what the
// env serves for the release type, read from its live data file, against the release's content;
// and the refusals, run by the upload route before it starts the upload job and by the job again
// before it publishes (the env may have taken another release in between).
import { badRequest, conflict } from '../../../core/server/errors';
import type { ReleaseRow } from '../../../core/server/db/content';
import type { Db } from '../../../core/server/db/connect';
import type { ProjectRow } from '../../../core/server/plugin';
import type { CoreServices } from '../../../core/server/services';
import { cdnKey } from '../../../core/server/storage/cdnRoute';
import type { FileStore } from '../../../core/server/storage/fileStore';
import { confOfDataFile } from './dataFile';
import { uploadCheck } from './diff';
import { MESSAGES, PUBLISH_KIND, type PublishedRelease, type ReleaseEnv, type UploadCheck } from '../shared';
import { PUBLISH_MESSAGES } from './publishable';
import { confOf, settingsOf } from './releases';

const invalid = (message: string, path: string) => badRequest(message, [{ path, message }]);

/** A stored public file by its URL (null when it is not one of ours or is gone). */
export async function readStored(store: FileStore, url: string): Promise<Uint8Array | null> {
  let key: string | null = null;
  try {
    key = cdnKey(new URL(url, 'http://local').toString());
  } catch {
    return null;
  }
  const f = key ? await store.get(key) : null;
  return f ? new Uint8Array(await new Response(f.stream()).arrayBuffer()) : null;
}

/**
 * The upload check against the release live on `env` for the type: its data file is what the env
 * serves (a release uploaded unpublished may have changed since). A live file that cannot be
 * read: 409 'Please Retry!'.
 */
export async function checkFor(
  db: Db,
  services: Pick<CoreServices, 'publish' | 'storage' | 'provided'>,
  r: ReleaseRow,
  env: ReleaseEnv,
): Promise<UploadCheck> {
  const live = await services.publish.current<PublishedRelease>({ project: r.projectCode, env, kind: PUBLISH_KIND, key: r.type });
  let base: { id: number; name: string; puzzleCount: number; conf: NonNullable<ReturnType<typeof confOfDataFile>> } | null = null;
  if (live?.content) {
    const bytes = await readStored(services.storage, live.content.dataFile.url);
    let conf: ReturnType<typeof confOfDataFile> = null;
    try {
      conf = bytes ? confOfDataFile(JSON.parse(new TextDecoder().decode(bytes))) : null;
    } catch {
      conf = null;
    }
    if (!conf) throw conflict(MESSAGES.retry);
    base = { id: live.content.releaseId, name: live.content.name, puzzleCount: live.content.puzzleCount, conf };
  }
  const result = uploadCheck(base, await confOf(db, r, services.provided('translations.projectTexts')));
  return { previous: base ? { id: base.id, name: base.name, puzzleCount: base.puzzleCount } : null, ...result };
}

export interface UploadRequest {
  env: ReleaseEnv;
  forceAll: boolean;
  puzzleIds?: number[];
}

/**
 * The upload's refusals, in order: a published release is locked (000 §3: it is not uploaded);
 * forceAll only where the project has it; prod only the release sandbox serves; per-puzzle
 * selection only where the project has it; the check's blocking error
 * unless forceAll; picked puzzles must be new or changed. Answers the puzzles to ship (null: all).
 */
export async function uploadPlan(
  db: Db,
  services: Pick<CoreServices, 'publish' | 'storage' | 'provided'>,
  project: Pick<ProjectRow, 'config'>,
  r: ReleaseRow,
  body: UploadRequest,
): Promise<{ puzzleIds: number[] | null; check: UploadCheck }> {
  if (r.published) throw conflict(MESSAGES.published);
  const settings = settingsOf(project);
  if (body.forceAll && !settings.forceAll) throw invalid(MESSAGES.forceAllNotAllowed, 'forceAll');
  // Prod takes only what sandbox serves (the publish compares the very content; this answers at once).
  if (body.env === 'prod') {
    const sandbox = await services.publish.current<PublishedRelease>({
      project: r.projectCode,
      env: 'sandbox',
      kind: PUBLISH_KIND,
      key: r.type,
    });
    if (sandbox?.content?.releaseId !== r.id) throw conflict(PUBLISH_MESSAGES.sandboxFirst(r.type));
  }
  if (body.puzzleIds && !settings.puzzleSelection) throw invalid(MESSAGES.selectionNotAllowed, 'puzzleIds');
  if (settings.puzzleSelection && !body.puzzleIds?.length) throw invalid(MESSAGES.selectPuzzles, 'puzzleIds');
  const check = await checkFor(db, services, r, body.env);
  if (check.errors.length && !body.forceAll) throw conflict(check.errors[0]);
  let puzzleIds: number[] | null = null;
  if (body.puzzleIds) {
    const selectable = new Set(check.puzzlesList.filter((p) => p.status === 'added' || p.status === 'changed').map((p) => p.id));
    const bad = body.puzzleIds.find((id) => !selectable.has(id));
    if (bad !== undefined) throw invalid(MESSAGES.notSelectable(bad), 'puzzleIds');
    puzzleIds = [...new Set(body.puzzleIds)].sort((a, b) => a - b);
  }
  return { puzzleIds, check };
}
