// The delivery part's typed console endpoints (core/shared/endpoint.ts). The game client's token
// and open calls are client routes, not endpoints.
import { endpoint, typeOf } from '../../../core/shared/endpoint';
import { outboxQuerySchema, previewBodySchema, testPushBodySchema } from '../schemas/delivery';
import type { TaskPlatform, TaskStatus } from '../shared';
import { API } from '../shared';

export interface OutboxRow {
  id: number;
  subTaskId: number | null;
  deviceId: number | null;
  token: string;
  language: string;
  title: string;
  body: string;
  data: Record<string, string>;
  createdAt: string;
}

export interface PreviewZone {
  timezone: string;
  /** The first occurrence's local wall time and UTC instant. */
  local: string;
  fireAt: string;
  occurrences: number;
  audience: number;
  passed: boolean;
  /** Passed more than the grace: not sent. */
  skipped: boolean;
  dst: { at: string; fromOffset: number; toOffset: number }[];
}

export interface PreviewAnswer {
  zones: PreviewZone[];
  totals: { zones: number; audience: number; passed: number; skipped: number; subTasks: number };
  /** Frequency cap and quiet hours apply (not a transactional task). */
  limits: { frequencyCap: number; quietHours: { start: string; end: string } | null; applies: boolean };
  now: string;
}

export interface TestPushAnswer {
  taskId: number;
  devices: number;
  subTasks: number;
  message: string;
}

/** A test push, as the Test pushes screen lists it. */
export interface TestPushRow {
  id: number;
  platform: TaskPlatform;
  name: string;
  description: string;
  status: TaskStatus;
  title: string;
  operator: string;
  subTasks: number;
  sendCount: number;
  successCount: number;
  failCount: number;
  openCount: number;
  createdAt: string;
}

export const deliveryEndpoints = {
  tests: endpoint({
    method: 'GET',
    path: `${API}/push/tests`,
    query: outboxQuerySchema,
    response: typeOf<{ rows: TestPushRow[]; total: number }>(),
  }),
  outbox: endpoint({
    method: 'GET',
    path: `${API}/task/:id/outbox`,
    query: outboxQuerySchema,
    response: typeOf<{ rows: OutboxRow[]; total: number }>(),
  }),
  preview: endpoint({ method: 'POST', path: `${API}/task/preview`, body: previewBodySchema, response: typeOf<PreviewAnswer>() }),
  testPush: endpoint({ method: 'POST', path: `${API}/push/testPush`, body: testPushBodySchema, response: typeOf<TestPushAnswer>() }),
};
