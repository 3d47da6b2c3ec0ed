// The online release modal's values (000 §2.12: Input or Select mode) and their checks through
// the shared schema, so the form shows the server's messages.
import { zodFormErrors } from '../../../core/shared/zod';
import { MESSAGES, type Mode, type OnlinePlatform, type OnlineRelease } from '../shared';
import { onlineReleaseFieldsSchema } from '../schemas';

export interface ReleaseFormValues {
  mode: Mode;
  name: string;
  releaseType: string;
  platform: OnlinePlatform | '';
  localReleaseId: string;
  minVersion: string;
  maxVersion: string;
  file: File | null;
}

export function initialValues(r: OnlineRelease | null): ReleaseFormValues {
  if (!r) return { mode: 'Input', name: '', releaseType: '', platform: '', localReleaseId: '', minVersion: '', maxVersion: '', file: null };
  return {
    mode: r.localReleaseId ? 'Select' : 'Input',
    name: r.name,
    releaseType: r.releaseType,
    platform: r.platform ?? '',
    localReleaseId: r.localReleaseId ? String(r.localReleaseId) : '',
    minVersion: r.rule?.clientVersions[0] ?? '',
    maxVersion: r.rule?.clientVersions[1] ?? '',
    file: null,
  };
}

/** The fields the server takes (the rule as {clientVersions}; blank bounds are 0.0.0 there). */
export function toFields(v: ReleaseFormValues) {
  return {
    mode: v.mode,
    name: v.name,
    releaseType: v.releaseType,
    platform: v.platform,
    localReleaseId: v.mode === 'Select' ? v.localReleaseId : '',
    rule: v.minVersion.trim() || v.maxVersion.trim() ? { clientVersions: [v.minVersion.trim(), v.maxVersion.trim()] } : null,
  };
}

export function formErrors(v: ReleaseFormValues, editing: OnlineRelease | null, platformRequired = false): Record<string, string> {
  const errors = zodFormErrors(onlineReleaseFieldsSchema, toFields(v));
  const out: Record<string, string> = {};
  for (const [k, m] of Object.entries(errors))
    out[k === 'rule.clientVersions.0' ? 'minVersion' : k.startsWith('rule.clientVersions') ? 'maxVersion' : k] = m;
  if (platformRequired && !v.platform) out.platform = MESSAGES.platformRequired;
  if (v.mode === 'Input' && !v.file && !editing?.resourceName) out.file = MESSAGES.fileRequired;
  return out;
}
