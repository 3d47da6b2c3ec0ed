// Activities (001): Sandbox and Prod tabs (in the URL), the LA live clock, the current table and
// a collapsible History; sandbox-only create activity and create gray release; the modals of
// create/edit, 'To Prod' and gray release. `?create=1` and `?open=<id>` serve the palette.
import '@mantine/dates/styles.css';
import { useEffect, useState } from 'react';
import { Accordion, Button, Group, Stack } from '@mantine/core';
import { IconArrowsSplit, IconPlus } from '@tabler/icons-react';
import { rule as access } from '../../../../core/shared/access';
import { confirmAction } from '../../../../core/web/dialogs';
import { FilterTabs, SANDBOX_PROD_TABS } from '../../../../core/web/FilterTabs';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { ReleasePanel } from '../../../../core/web/release/ReleasePanel';
import { useRouteParams } from '../../../../core/web/routing/params';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import { CONFIRM, isHistory, type Activity, type ActivityEnv } from '../../shared';
import { publishable } from '../../endpoints';
import { activitiesApi, publishToast } from '../api';
import type { FormMode } from '../activityForm';
import { ActivityFormModal } from '../components/ActivityFormModal';
import { ActivityTable } from '../components/ActivityTable';
import { GrayReleaseModal, type GrayMode } from '../components/GrayReleaseModal';
import { LaClock } from '../components/LaClock';
import { ProdCopyModal } from '../components/ProdCopyModal';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';

export default function ActivitiesPage() {
  const { code } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState({ env: 'sandbox', create: '', open: '' });
  const env: ActivityEnv = q.env === 'prod' ? 'prod' : 'sandbox';
  const list = useLoad(() => activitiesApi.list(code, env).then((r) => r.rows), [code, env]);
  const [formMode, setFormMode] = useState<FormMode | null>(null);
  const [prodOf, setProdOf] = useState<Activity | null>(null);
  const [gray, setGray] = useState<GrayMode | null>(null);
  const mayPublishProd = useCan()(access.ownerOrAdmin);
  const reload = () => void list.reload();

  // Palette links: open the create modal, or one activity's edit (sandbox) / 'To Prod' (prod copy).
  useEffect(() => {
    if (q.create === '1' && env === 'sandbox') {
      setFormMode({ kind: 'create' });
      setQ({ create: '' });
    }
  }, [q.create, env, setQ]);
  useEffect(() => {
    if (!q.open || !list.data) return;
    const hit = list.data.find((a) => String(a.id) === q.open);
    if (hit?.env === 'sandbox') setFormMode({ kind: 'edit', activity: hit });
    setQ({ open: '' });
  }, [q.open, list.data, setQ]);

  const now = Date.now();
  const rows = list.data ?? [];
  const current = rows.filter((a) => !isHistory(a, now));
  const history = rows.filter((a) => isHistory(a, now));

  const handlers = {
    edit: (a: Activity) => setFormMode({ kind: 'edit', activity: a }),
    copy: (a: Activity) => setFormMode({ kind: 'copy', source: a }),
    toProd: (a: Activity) => setProdOf(a),
    publish: async (a: Activity) => {
      if (a.env === 'prod' && !(await confirmAction({ message: CONFIRM.publishProd, danger: true }))) return;
      toast(publishToast(await activitiesApi.publish(code, a)));
      reload();
    },
    sync: async (a: Activity) => {
      await activitiesApi.syncResource(code, a.id);
      toast('SUCCESS!');
      reload();
    },
    remove: async (a: Activity) => {
      if (!(await confirmAction({ message: CONFIRM.delete, danger: true }))) return;
      await activitiesApi.remove(code, a.id);
      toast('SUCCESS');
      reload();
    },
  };
  const toggle = async (a: Activity, on: boolean) => {
    if (a.env === 'prod' && !(await confirmAction({ message: CONFIRM.prodStatus, danger: true }))) return;
    await activitiesApi.setEnable(code, a, on ? 1 : 0);
    toast('updated!');
    reload();
  };
  const table = (label: string, data: Activity[], inHistory: boolean, emptyText: string) => (
    <ActivityTable
      label={label}
      rows={data}
      loading={list.loading}
      history={inHistory}
      mayPublishProd={mayPublishProd}
      handlers={handlers}
      onToggle={(a, on) => void toggle(a, on)}
      onGray={(name) => setGray({ kind: 'edit', name })}
      emptyText={emptyText}
    />
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <ScreenTitle>Activities</ScreenTitle>
        <LaClock />
      </Group>
      <FilterTabs value={env} onChange={(v) => setQ({ env: v })} tabs={SANDBOX_PROD_TABS} stack>
        {env === 'sandbox' && (
          <Group>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setFormMode({ kind: 'create' })}>
              Create activity
            </Button>
            <Button variant="light" color="grape" leftSection={<IconArrowsSplit size={16} />} onClick={() => setGray({ kind: 'create' })}>
              Create gray release
            </Button>
          </Group>
        )}
        {table(
          `${env} activities`,
          current,
          false,
          env === 'sandbox'
            ? 'No current activities: create one'
            : 'No current activities on prod: use To Prod on a published sandbox activity',
        )}
        <Accordion variant="separated" chevronPosition="left">
          <Accordion.Item value="history">
            <Accordion.Control>History ({history.length})</Accordion.Control>
            <Accordion.Panel>{table(`${env} history`, history, true, 'Nothing in history yet')}</Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </FilterTabs>
      <ReleasePanel spec={publishable} code={code} onChanged={reload} />
      <ActivityFormModal
        code={code}
        mode={formMode}
        onClose={() => setFormMode(null)}
        onSaved={() => {
          setFormMode(null);
          reload();
        }}
      />
      <ProdCopyModal
        code={code}
        sandbox={prodOf}
        onClose={() => setProdOf(null)}
        onSaved={() => {
          setProdOf(null);
          reload();
        }}
      />
      <GrayReleaseModal
        code={code}
        mode={gray}
        activities={current}
        onClose={() => setGray(null)}
        onSaved={() => {
          setGray(null);
          reload();
        }}
      />
    </Stack>
  );
}
