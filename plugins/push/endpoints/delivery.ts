// The delivery part's typed endpoints (core/shared/endpoint.ts): the console's, and the game
// client's token and open calls (clientEndpoint: listed in /client/v1/openapi.json).
import { clientEndpoint, endpoint, typeOf } from '../../../core/shared/endpoint';
import {
  openAnswerSchema,
  openBodySchema,
  outboxQuerySchema,
  previewBodySchema,
  testPushBodySchema,
  tokenAnswerSchema,
  tokenBodySchema,
} from '../schemas/delivery';
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

/** The game client's calls. */
export const deliveryClientEndpoints = {
  token: clientEndpoint({
    method: 'POST',
    path: '/client/v1/:code/:env/push/token',
    body: tokenBodySchema,
    summary: "Register (or refresh) a device's push token",
    description:
      'Call at start and whenever the push token changes. A new token records a push_token event and answers its deviceSecret; moving a known token to another userId needs that secret. At most 100 calls a minute per address and 20 an hour per user (429 with Retry-After).',
    response: tokenAnswerSchema,
    example: {
      params: { code: 'jigsaw', env: 'prod' },
      body: {
        userId: 'u-48213',
        token: 'fcm:dGVzdC10b2tlbg',
        platform: 1,
        timezone: 'Europe/Paris',
        language: 'fr',
        country: 'FR',
        appVersion: '3.12.0',
      },
      response: { deviceId: 90211, created: true, deviceSecret: 'Xb3k9QeV1mZ2rT8wLp0sYc4nHd6uJf7aKg5iOe2qR1s' },
    },
  }),
  open: clientEndpoint({
    method: 'POST',
    path: '/client/v1/:code/:env/push/open',
    body: openBodySchema,
    summary: 'Report that a push was opened',
    description: "Send the pushId the notification's data carried; each push's open counts once.",
    response: openAnswerSchema,
    example: { params: { code: 'jigsaw', env: 'prod' }, body: { pushId: '412:90211' }, response: { opened: true } },
  }),
};
