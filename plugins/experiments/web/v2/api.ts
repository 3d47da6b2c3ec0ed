// Typed calls of experiments v2 (002 §7) over the shared endpoints.
import { call } from '../../../../core/web/http';
import { v2Endpoints as ep } from '../../endpoints/v2';

const at = (code: string, id: number) => ({ code, id: String(id) });

export const v2Api = {
  list: (code: string, env: string, platform: string) =>
    call(ep.list, { params: { code }, query: { env, platform: platform as 'android' | 'ios' } }),
  get: (code: string, id: number) => call(ep.get, { params: at(code, id) }),
  create: (code: string, body: unknown) => call(ep.create, { params: { code }, body }),
  update: (code: string, id: number, body: unknown) => call(ep.update, { params: at(code, id), body }),
  deploy: (code: string, id: number, percent: number) => call(ep.deploy, { params: at(code, id), body: { percent } }),
  shutdown: (code: string, id: number) => call(ep.shutdown, { params: at(code, id) }),
  adjust: (code: string, id: number, body: { percent: number; filter: unknown; weights: number[] }) =>
    call(ep.adjust, { params: at(code, id), body: body as never }),
  folders: (code: string) => call(ep.folders, { params: { code } }),
  folderPuzzles: (code: string, folderId: number) => call(ep.folderPuzzles, { params: { code, folderId: String(folderId) } }),
};
