// The online release form's zod schema, shared by the Mantine form and the server (multipart
// fields arrive as strings: the preprocessors read both), so each message is written once.
import { z } from 'zod';
import { clientVersionsRule, idField, pagingFields, requiredText } from '../../core/shared/zod';
import { OPEN_VERSION } from '../../core/shared/version';
import { MESSAGES, MODES, ONLINE_ENVS, ONLINE_PLATFORMS, PAGE_SIZE, PAGE_SIZES, type ClientVersionRule } from './shared';

const jsonText = (v: unknown) => {
  if (typeof v !== 'string') return v;
  if (!v.trim()) return undefined;
  try {
    return JSON.parse(v);
  } catch {
    return Symbol.for('invalid-json');
  }
};

/**
 * 000 §5: one bound given, the other is 0.0.0; none given clears the rule (null). Takes
 * `{clientVersions: [min, max]}` (or its JSON text), null, or nothing.
 */
export const ruleField = z.preprocess(
  (v) => {
    const parsed = jsonText(v);
    return parsed === null ? undefined : parsed;
  },
  clientVersionsRule(MESSAGES).transform((r): ClientVersionRule | null => {
    const [min, max] = r.clientVersions ?? [OPEN_VERSION, OPEN_VERSION];
    return min === OPEN_VERSION && max === OPEN_VERSION ? null : { clientVersions: [min, max] };
  }),
);

const blankToUndefined = (v: unknown) => (v === '' || v === null || v === 'null' ? undefined : v);

/** Create and edit: every field but the file (the route checks the file by mode). */
export const onlineReleaseFieldsSchema = z.object({
  mode: z.enum(MODES, { error: 'mode must be Input or Select' }).default('Input'),
  name: z.preprocess((v) => v ?? '', requiredText(MESSAGES.nameRequired, 120)),
  releaseType: z.preprocess((v) => v ?? '', requiredText(MESSAGES.typeRequired, 40)),
  platform: z.preprocess(blankToUndefined, z.enum(ONLINE_PLATFORMS, { error: 'platform must be android, ios or mac' }).optional()),
  localReleaseId: z.preprocess(blankToUndefined, idField(MESSAGES.releaseRequired).optional()),
  rule: ruleField,
}).superRefine((v, ctx) => {
  if (v.mode === 'Select' && v.localReleaseId === undefined) ctx.addIssue({ code: 'custom', message: MESSAGES.releaseRequired, path: ['localReleaseId'] });
});
export type OnlineReleaseFields = z.output<typeof onlineReleaseFieldsSchema>;

/** POST with JSON {env: 'prod', sandboxId}: the prod copy of an uploaded sandbox release. */
export const prodCreateSchema = z.object({ env: z.literal('prod'), sandboxId: idField('sandboxId is required') });

export const envField = z.enum(ONLINE_ENVS, { error: 'env must be sandbox or prod' });
export const listQuerySchema = z.object({ env: envField.default('sandbox'), ...pagingFields(PAGE_SIZES, PAGE_SIZE) });
export const envQuerySchema = z.object({ env: envField.optional() });
