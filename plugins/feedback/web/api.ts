// Typed calls of the feedback plugin (001 §7), over its shared endpoints.
import { call } from '../../../core/web/http';
import { endpoints } from '../endpoints';

export interface RangeArgs {
  platform: number;
  env: 'sandbox' | 'prod';
  start: string;
  end: string;
}

export const feedbackApi = {
  list: (code: string, q: RangeArgs & { pn: number; ps: number }) => call(endpoints.list, { params: { code }, query: q }),
  starDistribution: (code: string, q: RangeArgs) => call(endpoints.starDistribution, { params: { code }, query: q }),
  versions: (code: string, q: RangeArgs) => call(endpoints.versions, { params: { code }, query: q }),
  translate: (code: string, env: 'sandbox' | 'prod', feedbackId: number) =>
    call(endpoints.translate, { params: { code }, query: { env }, body: { feedbackId } }),
};
