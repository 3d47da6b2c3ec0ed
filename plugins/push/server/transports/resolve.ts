// Replaced by the transports part's owner: which transport serves a project's env and platform
// (FCM or APNs when their credentials are set, else the local outbox).
import { outboxTransport } from '../delivery/outbox';
import type { TransportResolver } from '../transport';

export const resolveTransport: TransportResolver = async () => outboxTransport;
