// The push settings screen's state: the env in the URL, whether prod is locked for this user, the
// env's stored settings and the form over them, and the actions: save, clear a credential (after a
// confirmation) and read a credential from a chosen file.
import { useEffect, useMemo, useState } from 'react';
import { rule } from '../../../../core/shared/access';
import type { Env } from '../../../../core/shared/constants';
import { confirmAction } from '../../../../core/web/dialogs';
import { useForm } from '../../../../core/web/form';
import { serverFieldErrors } from '../../../../core/web/http';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, useQueryState } from '../../../../core/web/useQueryState';
import type { SettingsInput } from '../../schemas/transports';
import { transportsApi } from './api';
import { bodyOf, defaults, errorsOf, fieldOf, valuesOf, type Values } from './settingsForm';

export function useSettingsPage() {
  const { code } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState({ env: 'sandbox' }, { env: oneOf(['sandbox', 'prod']) });
  const env: Env = q.env === 'prod' ? 'prod' : 'sandbox';
  const can = useCan();
  const locked = env === 'prod' && !can(rule.ownerOrAdmin);
  const loaded = useLoad(() => transportsApi.settings(code, env), [code, env]);
  const validate = useMemo(() => errorsOf(env), [env]);
  const form = useForm<Values>({ initialValues: valuesOf(loaded.data?.settings ?? defaults), validate });
  const [clearing, setClearing] = useState<'fcm' | 'apns' | null>(null);

  useEffect(() => {
    if (!loaded.data) return;
    form.setValues(valuesOf(loaded.data.settings));
    form.resetDirty(valuesOf(loaded.data.settings));
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [loaded.data]);

  const settings = loaded.data?.settings;
  const save = async (body: SettingsInput) => {
    try {
      const r = await transportsApi.save(code, body);
      toast(r.message);
      await loaded.reload();
    } catch (e) {
      form.setErrors(Object.fromEntries(Object.entries(serverFieldErrors(e)).map(([k, m]) => [fieldOf(k), m])));
    }
  };
  const submit = form.onSubmit((v) => save(bodyOf(env, v)));

  const clear = async (what: 'fcm' | 'apns') => {
    if (!settings) return;
    const label = what === 'fcm' ? 'the FCM service account' : 'the APNs key';
    if (
      !(await confirmAction({
        message: `Clear ${label} of ${env}? Pushes then go through ${what === 'apns' && settings.fcm.set ? 'FCM' : 'the local outbox'} until new credentials are saved.`,
        confirm: 'Clear',
        danger: true,
      }))
    )
      return;
    setClearing(what);
    try {
      // The stored settings with the credential removed (unsaved edits stay in the form).
      const stored = valuesOf(settings);
      await save(bodyOf(env, stored, what === 'fcm' ? { clearFcm: true } : { clearApns: true }));
    } finally {
      setClearing(null);
    }
  };

  const readFile = async (file: File | null, field: 'fcmServiceAccount' | 'apnsKey') => {
    if (!file) return;
    const text = await file.text();
    form.setFieldValue(field, text);
    if (field === 'apnsKey') form.setFieldValue('apnsFile', file.name);
  };

  return { code, setQ, env, locked, loaded, settings, form, submit, clearing, clear, readFile };
}

/** What the screen's cards read of its state. */
export type SettingsPageState = ReturnType<typeof useSettingsPage>;
