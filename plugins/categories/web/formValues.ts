// The create/edit form's values and their body (the shared schema validates the body; its issue
// paths map back onto the form's fields, so each message shows under its field).
import { zodFormErrors } from '../../../core/shared/zod';
import { OPEN_VERSION } from '../../../core/shared/version';
import { categoryBodySchema, translationFormSchema, type CategoryBody } from '../schemas';
import type { Category, LocalizedName, StoredFile } from '../shared';

export interface CategoryFormValues {
  en: string;
  /** The other languages, kept as they are (the translations modal edits them). */
  otherNames: LocalizedName;
  parentId: string;
  sort: number | string;
  countries: string[];
  customOrders: { country_list: string[]; sort: number | string }[];
  minVersion: string;
  maxVersion: string;
  resource: StoredFile | null;
  overwriteAttr: boolean;
  overwriteName: boolean;
}

export function emptyValues(parentId = 0): CategoryFormValues {
  return {
    en: '',
    otherNames: {},
    parentId: String(parentId),
    sort: 0,
    countries: [],
    customOrders: [],
    minVersion: OPEN_VERSION,
    maxVersion: OPEN_VERSION,
    resource: null,
    overwriteAttr: false,
    overwriteName: false,
  };
}

export function valuesOf(c: Category): CategoryFormValues {
  const { en = '', ...otherNames } = c.name;
  const [min, max] = c.attr.rules?.clientVersions ?? [OPEN_VERSION, OPEN_VERSION];
  return {
    en,
    otherNames,
    parentId: String(c.parentId),
    sort: c.sort,
    countries: c.attr.countries ?? [],
    customOrders: (c.attr.custom_orders ?? []).map((o) => ({ country_list: o.country_list, sort: o.sort })),
    minVersion: min,
    maxVersion: max,
    resource: c.attr.resource ?? null,
    overwriteAttr: c.overwriteAttr,
    overwriteName: c.overwriteName,
  };
}

const num = (v: number | string) => (v === '' ? undefined : Number(v));

export function toBody(v: CategoryFormValues): CategoryBody {
  return {
    name: { ...v.otherNames, en: v.en },
    parentId: Number(v.parentId) || 0,
    sort: num(v.sort) as number,
    attr: {
      countries: v.countries,
      custom_orders: v.customOrders.map((o) => ({ country_list: o.country_list, sort: num(o.sort) as number })),
      rules: { clientVersions: [v.minVersion, v.maxVersion] },
      resource: v.resource,
    },
    overwriteAttr: v.overwriteAttr,
    overwriteName: v.overwriteName,
  };
}

/** The body's issue path → the form field that shows it. */
export function formPath(path: string): string {
  if (path.startsWith('name.en') || path === 'name') return 'en';
  if (path.startsWith('name.')) return 'en';
  if (path.startsWith('attr.custom_orders.')) return path.replace('attr.custom_orders.', 'customOrders.');
  if (path === 'attr.custom_orders') return 'customOrders';
  if (path.startsWith('attr.countries')) return 'countries';
  if (path === 'attr.rules.clientVersions.0') return 'minVersion';
  if (path.startsWith('attr.rules')) return 'maxVersion';
  if (path.startsWith('attr.resource')) return 'resource';
  return path;
}

export function validateCategory(v: CategoryFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(zodFormErrors(categoryBodySchema, toBody(v)))) {
    const key = formPath(path);
    if (!(key in errors)) errors[key] = message;
  }
  return errors;
}

/** Translations form rows (000 §9: en plus one empty row by default). */
export interface TranslationValues {
  rows: { language: string; trans: string }[];
}
export function translationValues(name: LocalizedName): TranslationValues {
  const rows = [
    { language: 'en', trans: name.en ?? '' },
    ...Object.entries(name)
      .filter(([k]) => k !== 'en')
      .map(([language, trans]) => ({ language, trans })),
  ];
  return { rows: rows.length === 1 ? [...rows, { language: '', trans: '' }] : rows };
}
export const validateTranslations = (v: TranslationValues) => zodFormErrors(translationFormSchema, v);
export const nameOfRows = (v: TranslationValues): LocalizedName =>
  Object.fromEntries(v.rows.map((r) => [r.language.trim(), r.trans.trim()]));
