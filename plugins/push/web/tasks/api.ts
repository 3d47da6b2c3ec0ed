// The tasks part's calls (endpoints/tasks.ts).
import type { Env } from '../../../../core/shared/constants';
import { call } from '../../../../core/web/http';
import { callForm } from '../../../../core/web/upload';
import { taskEndpoints } from '../../endpoints/tasks';
import type { TaskBodyInput } from '../../schemas/tasks';

export const tasksApi = {
  detail: (code: string, env: Env, id: number) => call(taskEndpoints.detail, { params: { code, id: String(id) }, query: { env } }),
  serverDate: (code: string, env: Env) => call(taskEndpoints.serverDate, { params: { code }, query: { env } }),
  versions: (code: string, env: Env, platform: 1 | 2) => call(taskEndpoints.versions, { params: { code }, query: { env, platform } }),
  create: (code: string, env: Env, body: TaskBodyInput) => call(taskEndpoints.create, { params: { code }, body: { ...body, env } }),
  update: (code: string, env: Env, id: number, body: TaskBodyInput) =>
    call(taskEndpoints.update, { params: { code }, body: { ...body, env, id } }),
  image: (code: string, file: File, onProgress?: (p: number) => void) => {
    const form = new FormData();
    form.append('file', file);
    return callForm(taskEndpoints.image, { params: { code }, form, onProgress });
  },
};
