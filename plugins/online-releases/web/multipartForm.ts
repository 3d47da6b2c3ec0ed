// The multipart release modal's values (001 §5: name, releaseType, release and versionTag
// required; cut size and the client-version rule ours) and their checks through the shared schema.
import { zodFormErrors } from '../../../core/shared/zod';
import { DEFAULT_CUT_SIZE, type OnlineReleaseOptions } from '../shared';
import { multipartFieldsSchema, type MultipartFields } from '../schemas';

export interface MultipartFormValues {
  name: string;
  releaseType: string;
  localReleaseId: string;
  versionTag: string;
  country: string;
  cutSize: number | string;
  minVersion: string;
  maxVersion: string;
}

export const multipartBlank: MultipartFormValues = {
  name: '',
  releaseType: '',
  localReleaseId: '',
  versionTag: '',
  country: '',
  cutSize: DEFAULT_CUT_SIZE,
  minVersion: '',
  maxVersion: '',
};

export const multipartFields = (v: MultipartFormValues): MultipartFields => ({
  name: v.name,
  releaseType: v.releaseType,
  localReleaseId: v.localReleaseId,
  versionTag: v.versionTag,
  country: v.country,
  cutSize: v.cutSize,
  rule: v.minVersion.trim() || v.maxVersion.trim() ? { clientVersions: [v.minVersion.trim(), v.maxVersion.trim()] } : null,
});

/** Every message by the field that shows it (the rule's under its version inputs). */
export function multipartErrors(v: MultipartFormValues): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, m] of Object.entries(zodFormErrors(multipartFieldsSchema, multipartFields(v))))
    out[k === 'rule.clientVersions.0' ? 'minVersion' : k.startsWith('rule') ? 'maxVersion' : k] = m;
  return out;
}

/** The Release select's choices: the published releases, those without a data file yet disabled. */
export function releaseChoices(options: OnlineReleaseOptions | null) {
  return (options?.releases ?? []).map((r) => ({
    value: String(r.id),
    label: `#${r.id} ${r.name} (${r.type || 'no type'})${r.hasDataFile ? '' : ': no data file yet'}`,
    disabled: !r.hasDataFile,
  }));
}
