// Typed calls of the v1 experiments (002 §7), over the shared endpoints.
import type { Env } from '../../../../core/shared/constants';
import { call } from '../../../../core/web/http';
import { v1Endpoints } from '../../endpoints/v1';
import type { ExperimentV1Input } from '../../schemas/v1';

export const v1Api = {
  list: (code: string, pn: number, ps: number) => call(v1Endpoints.list, { params: { code }, query: { pn, ps } }),
  get: (code: string, id: number) => call(v1Endpoints.get, { params: { code, id: String(id) } }),
  create: (code: string, body: ExperimentV1Input) => call(v1Endpoints.create, { params: { code }, body }),
  update: (code: string, id: number, body: ExperimentV1Input) => call(v1Endpoints.update, { params: { code, id: String(id) }, body }),
  deploy: (code: string, id: number, env: Env) => call(v1Endpoints.deploy, { params: { code, id: String(id) }, body: { env } }),
  switchEnable: (code: string, id: number, env: Env, enable: boolean) =>
    call(v1Endpoints.switchEnable, { params: { code, id: String(id) }, body: { env, enable } }),
  /** Each level's default puzzle from the latest published release of `type` (the project's first type when empty). */
  releaseLevels: (code: string, type: string) => call(v1Endpoints.releaseLevels, { params: { code }, query: type ? { type } : {} }),
  puzzle: (code: string, puzzleId: number) => call(v1Endpoints.puzzle, { params: { code, puzzleId: String(puzzleId) }, quiet: true }),
};
