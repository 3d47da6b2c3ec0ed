// The tasks part's typed endpoints (002 §7 "Push server": POST and PUT task, task/serverDate,
// task/{id}/detail; the version lists and the image upload are ours). Both halves' one definition.
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import { API, type PushTaskDetail } from '../shared';
import { createTaskSchema, envQuerySchema, updateTaskSchema, versionsQuerySchema } from '../schemas/tasks';

/** GET task/serverDate: now in the project env's server zone. */
export interface ServerDate {
  /** 'YYYY-MM-DD HH:mm:00' in the server zone. */
  date: string;
  /** The spec's 'UTC+8' style offset now (UTC+5:30 for half hours, UTC+0 for UTC). */
  timezone: string;
  /** The IANA zone. */
  zone: string;
}

export const taskEndpoints = {
  create: endpoint({ method: 'POST', path: `${API}/task`, body: createTaskSchema, response: typeOf<{ ids: number[] }>() }),
  update: endpoint({ method: 'PUT', path: `${API}/task`, body: updateTaskSchema, response: typeOf<{ id: number }>() }),
  serverDate: endpoint({ method: 'GET', path: `${API}/task/serverDate`, query: envQuerySchema, response: typeOf<ServerDate>() }),
  detail: endpoint({ method: 'GET', path: `${API}/task/:id/detail`, query: envQuerySchema, response: typeOf<PushTaskDetail>() }),
  /** The app versions registered devices reported, ascending (the wizard's start/end version lists). */
  versions: endpoint({ method: 'GET', path: `${API}/versions`, query: versionsQuerySchema, response: typeOf<string[]>() }),
  /** Multipart `file`: a png of at most 10 MB; answers the URL for notification.imageUrl. */
  image: endpoint({ method: 'POST', path: `${API}/task/image`, multipart: true, response: typeOf<{ url: string }>() }),
};
