// URLs game clients receive: links a player opens (an in-site message, an update prompt's
// openUrl button) may be http(s) or one of the project's app schemes (`config.appSchemes`); files
// a client downloads (creatives, icons, resources) are our own /cdn/ paths or http(s). The shared
// schemas refuse what is never allowed (javascript:, data:, relative); here the project's own list
// narrows it, as only the server knows it at save time.
import type { ApiIssue } from '../shared/errors';
import { appSchemesOf, clientUrlProblem, fileUrlProblem, linkValueProblem } from '../shared/zod';
import { badRequest } from './errors';
import type { ProjectRow } from './plugin';

export interface UrlAt {
  /** Where the url sits in the body, as the issue's path (`config.messages.0.url`). */
  path: string;
  url: string | null | undefined;
  /** link: always a link; file: a download; value: free text that is checked as a link when it reads as one (linkValueProblem). */
  kind: 'link' | 'file' | 'value';
}

/** Throws 400, with an issue per bad url at its field, when the project does not allow one of them. */
export function checkClientUrls(project: Pick<ProjectRow, 'config'>, urls: UrlAt[]): void {
  const schemes = appSchemesOf(project.config);
  const issues: ApiIssue[] = [];
  for (const u of urls) {
    if (!u.url) continue;
    const problem =
      u.kind === 'file' ? fileUrlProblem(u.url) : u.kind === 'value' ? linkValueProblem(u.url, schemes) : clientUrlProblem(u.url, schemes);
    if (problem) issues.push({ path: u.path, message: problem });
  }
  if (issues.length) throw badRequest(issues[0].message, issues);
}
