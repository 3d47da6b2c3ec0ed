// The i18n file download as a job (issue 31 item 6): one language's JSON, or a zip of every
// language (`<lang>.json` each), of a version, of what an env serves, or of the keys as they are
// now (no fallbacks). The route checks what it can at once (a version and an env together: 400; an
// unknown version, an env serving nothing, a language the snapshot lacks: 404) and pins the
// snapshot it found, so the file is what was asked for even if a publish lands meanwhile; the draft
// is built by the job, which fails with the same message when it lacks the language.
import { JobFailed, type JobContext } from '../../../../core/server/jobs/types';
import { defineExportJob, startFileJob, type ExportFile } from '../../../../core/server/jobs/fileJobs';
import type { RouteContext } from '../../../../core/server/plugin';
import { zip } from '../../../../core/server/zip';
import { SOURCE_LANGUAGE } from '../../../../core/shared/languages';
import { FILE_JOB } from '../../endpoints/publish';
import { PLUGIN_ID, PUBLISH_MESSAGES, type I18nContent } from '../../shared';
import { buildLanguages, languageFile, languageList } from './content';
import { runGate } from './gate';
import { loadKeys } from './versions';

export interface FileExportPayload {
  code: string;
  /** One language's JSON; absent: the zip of them all. */
  lang?: string;
  /** The snapshot of the version or env the route found; null: the keys as they are now. */
  snapshotId: number | null;
  version?: number;
  env?: string;
}

const safeName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_');

/** Enqueues the download for the signed-in user; the answer names the job. */
export function startFileExport(ctx: Pick<RouteContext, 'services' | 'user' | 'audit'>, payload: FileExportPayload) {
  const label = payload.snapshotId === null ? 'draft' : payload.version !== undefined ? `v${payload.version}` : (payload.env ?? '');
  return startFileJob<FileExportPayload>(ctx, FILE_JOB, payload, {
    project: payload.code,
    audit: { area: PLUGIN_ID, action: 'i18nFile.export', target: label, after: { lang: payload.lang ?? null } },
  });
}

async function languagesOf(ctx: JobContext<FileExportPayload>): Promise<{ languages: I18nContent['languages']; label: string }> {
  const { code, snapshotId, version, env } = ctx.payload;
  if (snapshotId === null) {
    const keys = await loadKeys(ctx.db, code);
    const report = runGate(keys);
    return { languages: buildLanguages(keys, report.keys ? report.languages : [SOURCE_LANGUAGE], []), label: 'draft' };
  }
  const s = await ctx.services.publish.get<I18nContent>(code, snapshotId);
  if (!s?.content)
    throw new JobFailed(version !== undefined ? PUBLISH_MESSAGES.versionNotFound(version) : PUBLISH_MESSAGES.nothingLive(env ?? ''));
  return { languages: s.content.languages, label: version !== undefined ? `v${version}` : (env ?? '') };
}

export const runFileExport = defineExportJob<FileExportPayload>(async (ctx): Promise<ExportFile> => {
  const { code, lang } = ctx.payload;
  await ctx.progress(0, null, 'Reading the texts');
  const { languages, label } = await languagesOf(ctx);
  ctx.signal.throwIfAborted();
  const base = safeName(`${code}-i18n-${label}`);
  if (lang) {
    if (!Object.hasOwn(languages, lang)) throw new JobFailed(PUBLISH_MESSAGES.languageNotPublished(lang));
    const bytes = new TextEncoder().encode(languageFile(languages[lang]));
    return { name: `${base}-${safeName(lang)}.json`, bytes, contentType: 'application/json', count: 1 };
  }
  const list = languageList(languages);
  const bytes = await zip(list.map((l) => ({ name: `${safeName(l)}.json`, data: new TextEncoder().encode(languageFile(languages[l])) })));
  return { name: `${base}.zip`, bytes, contentType: 'application/zip', count: list.length };
});
