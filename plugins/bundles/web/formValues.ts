// The bundle form's values and the API body, both ways. Dates are Los Angeles dates: the
// pickers' Date values only carry the year, month and day. Errors come from the shared schema
// (the spec's messages), moved onto the form's fields.
import { zodFormErrors } from '../../../core/shared/zod';
import { BUNDLE_TYPE, laDateToUnix, unixToLaDate, MESSAGES, OPEN_VERSION, startInPast, type Bundle } from '../shared';
import { saveBundleSchema, type SaveBundleBody } from '../schemas';

export interface Resource {
  url: string;
  size?: number;
  md5?: string;
}

export interface BundleFormValues {
  platform: string;
  name: string;
  description: string;
  type: string;
  range: [Date | null, Date | null];
  loopStart: Date | null;
  loopEnd: Date | null;
  loopIntervalDays: number | string;
  switchList: number[];
  loopTag: string;
  minVersion: string;
  maxVersion: string;
  resource: Resource | null;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A picker's Date as 'YYYY-MM-DD' (its own calendar fields). */
export const ymd = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** 'YYYY-MM-DD' as a Date a picker shows as that day. */
export const fromYmd = (s: string) => {
  const [y, m, d] = s.split('-').map(Number);
  return new Date(y, m - 1, d);
};
const laDate = (seconds: number | null) => (seconds === null ? null : fromYmd(unixToLaDate(seconds)));

export function emptyValues(platform: number): BundleFormValues {
  return {
    platform: String(platform),
    name: '',
    description: '',
    type: String(BUNDLE_TYPE.normal),
    range: [null, null],
    loopStart: null,
    loopEnd: null,
    loopIntervalDays: 7,
    switchList: [0, 0, 0, 0, 0, 0, 0],
    loopTag: '',
    minVersion: '',
    maxVersion: '',
    resource: null,
  };
}

export function valuesOf(b: Bundle): BundleFormValues {
  const c = b.content;
  const loop = c.type === BUNDLE_TYPE.loop;
  const [min, max] = b.rule.clientVersions ?? [OPEN_VERSION, OPEN_VERSION];
  return {
    ...emptyValues(b.platform),
    name: b.name,
    description: b.description,
    type: String(c.type),
    range: loop ? [null, null] : [laDate(c.start), laDate(c.end)],
    loopStart: loop ? laDate(c.start) : null,
    loopEnd: loop ? laDate(c.end) : null,
    loopIntervalDays: loop ? c.loopIntervalDays : 7,
    switchList: loop ? c.switchList : [0, 0, 0, 0, 0, 0, 0],
    loopTag: c.loopTag,
    minVersion: min === OPEN_VERSION ? '' : min,
    maxVersion: max === OPEN_VERSION ? '' : max,
    resource: c.resource,
  };
}

export function toBody(v: BundleFormValues, id: number | null): SaveBundleBody {
  const loop = v.type === String(BUNDLE_TYPE.loop);
  const [from, to] = loop ? [v.loopStart, v.loopEnd] : v.range;
  const interval = v.loopIntervalDays === '' ? undefined : Number(v.loopIntervalDays);
  return {
    id,
    platform: Number(v.platform) as 1 | 2,
    name: v.name,
    description: v.description,
    rule: v.minVersion || v.maxVersion ? { clientVersions: [v.minVersion || OPEN_VERSION, v.maxVersion || OPEN_VERSION] } : {},
    content: {
      type: Number(v.type) as 1 | 2,
      start: from ? laDateToUnix(ymd(from)) : (null as unknown as number),
      end: to ? laDateToUnix(ymd(to), true) : null,
      resource: v.resource ?? (undefined as never),
      switchList: loop ? (v.switchList as (0 | 1)[]) : [],
      loopIntervalDays: loop ? interval : 0,
      loopTag: loop ? v.loopTag : '',
    },
  };
}

/** Where each schema path shows on the form. */
function fieldOf(path: string, loop: boolean): string {
  if (path.startsWith('content.resource')) return 'resource';
  if (path === 'content.start') return loop ? 'loopStart' : 'range';
  if (path === 'content.end') return loop ? 'loopEnd' : 'range';
  if (path.startsWith('content.')) return path.slice('content.'.length).split('.')[0];
  if (path === 'rule.clientVersions.0') return 'minVersion';
  if (path.startsWith('rule.clientVersions')) return 'maxVersion';
  return path;
}

/**
 * Every message at once, on its field. `keptStart` is the start an edited bundle already has:
 * it may lie in the past (the bundle is running); a new or moved start may not.
 */
export function validateBundle(v: BundleFormValues, keptStart: number | null, nowSeconds: number): Record<string, string> {
  const loop = v.type === String(BUNDLE_TYPE.loop);
  const body = toBody(v, null);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(zodFormErrors(saveBundleSchema, body))) {
    const field = fieldOf(path, loop);
    if (!(field in errors)) errors[field] = message;
  }
  const start = (body.content as { start: number | null }).start;
  const startField = loop ? 'loopStart' : 'range';
  if (typeof start === 'number' && start !== keptStart && startInPast(start, nowSeconds) && !(startField in errors))
    errors[startField] = MESSAGES.startPast;
  return errors;
}
