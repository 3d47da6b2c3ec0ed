// The general release modal's values (001 §5) and their checks through the shared schema.
import { zodFormErrors } from '../../../core/shared/zod';
import { GENERAL_MESSAGES, type FromType, type GeneralRelease } from '../shared';
import { generalFieldsSchema } from '../schemas';

export interface GeneralFormValues {
  name: string;
  fromType: FromType | '';
  fromId: string;
  releaseType: string;
  versionTag: string;
  platform: string;
  country: string;
  multiPlatform: boolean;
  assetFileName: string;
  minVersion: string;
  maxVersion: string;
  file: File | null;
}

export function generalInitial(r: GeneralRelease | null): GeneralFormValues {
  if (!r)
    return {
      name: '',
      fromType: '',
      fromId: '',
      releaseType: '',
      versionTag: '',
      platform: '0',
      country: '',
      multiPlatform: false,
      assetFileName: '',
      minVersion: '',
      maxVersion: '',
      file: null,
    };
  return {
    name: r.name,
    fromType: r.fromType,
    fromId: r.fromId ? String(r.fromId) : '',
    releaseType: r.releaseType,
    versionTag: r.versionTag,
    platform: String(r.platform),
    country: r.country,
    multiPlatform: r.multiPlatform,
    assetFileName: r.assetFileName,
    minVersion: r.rule?.clientVersions[0] ?? '',
    maxVersion: r.rule?.clientVersions[1] ?? '',
    file: null,
  };
}

export function generalFields(v: GeneralFormValues) {
  return {
    name: v.name,
    fromType: v.fromType,
    fromId: v.fromType === 'local' ? v.fromId : '',
    releaseType: v.releaseType,
    versionTag: v.versionTag,
    platform: v.platform,
    country: v.country,
    multiPlatform: v.fromType === 'local' && v.multiPlatform,
    assetFileName: v.assetFileName,
    rule: v.minVersion.trim() || v.maxVersion.trim() ? { clientVersions: [v.minVersion.trim(), v.maxVersion.trim()] } : null,
  };
}

export function generalErrors(v: GeneralFormValues, editing: GeneralRelease | null): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, m] of Object.entries(zodFormErrors(generalFieldsSchema, generalFields(v))))
    out[k === 'rule.clientVersions.0' ? 'minVersion' : k.startsWith('rule.') ? 'maxVersion' : k] = m;
  if (v.fromType === 'manual' && !v.file && editing?.fromType !== 'manual') out.file = GENERAL_MESSAGES.files;
  return out;
}
