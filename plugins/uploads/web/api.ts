import { call } from '../../../core/web/http';
import { endpoints } from '../endpoints';

export const uploadsApi = {
  list: (code: string, q: { pn: number; ps: number; mine: '0' | '1' }) => call(endpoints.list, { params: { code }, query: q }),
};
