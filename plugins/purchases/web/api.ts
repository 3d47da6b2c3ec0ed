// Typed calls of the purchases plugin (001 §7), over its shared endpoint.
import { call } from '../../../core/web/http';
import { endpoints } from '../endpoints';
import type { OrderQuery } from '../schemas';

export const purchasesApi = {
  orders: (code: string, env: 'sandbox' | 'prod', body: OrderQuery) => call(endpoints.orders, { params: { code }, query: { env }, body }),
};
