// Replaced by the delivery part's owner: the local default transport (contract below): records
// every message in push_outbox inside the ledger's transaction.
import type { PushTransport } from '../transport';

export const outboxTransport: PushTransport = {
  name: 'outbox',
  transactional: true,
  async send(messages) {
    return messages.map(() => ({ ok: false as const, kind: 'failed' as const, error: 'not built yet' }));
  },
};
