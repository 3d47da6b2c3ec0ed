// Typed calls of the publish part, over its shared endpoints.
import { call } from '../../../../core/web/http';
import { publishEndpoints as ep } from '../../endpoints/publish';
import type { PublishInput } from '../../schemas/publish';

export const publishApi = {
  gate: (code: string) => call(ep.gate, { params: { code } }),
  publish: (code: string, body: PublishInput) => call(ep.publish, { params: { code }, body }),
  history: (code: string, q: { env?: 'sandbox' | 'prod'; pn: number; ps: number }) => call(ep.history, { params: { code }, query: q }),
  diff: (code: string, id: number, q: { with?: number; lang?: string }) => call(ep.diff, { params: { code, id: String(id) }, query: q }),
  /** Starts a download job: one language's JSON, or a zip of them all (core/web/jobs/jobFile.ts saves it). */
  startFile: (code: string, q: { version?: number; env?: 'sandbox' | 'prod'; lang?: string }) =>
    call(ep.file, { params: { code }, query: q }),
};
