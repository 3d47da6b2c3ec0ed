// Experiments v2 (000 §2.7): env and platform tabs, the active experiments and a collapsible
// Finished section (both id descending, 10 a page), all in the URL; the wizard (create, edit when
// READY), deploy (unless FINISHED or RUNNING), shutdown (RUNNING or GRAY_PUBLISH) and Adjust
// (running). Prod changes are for owners and admins: others see them disabled with the reason.
// `?create=1` serves the palette.
// The tables' columns and row actions are experimentColumns'.
import { useEffect, useState } from 'react';
import { Accordion, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { rule as access } from '../../../../../core/shared/access';
import { confirmAction } from '../../../../../core/web/dialogs';
import { FilterTabs, SANDBOX_PROD_TABS } from '../../../../../core/web/FilterTabs';
import { toast } from '../../../../../core/web/notify';
import { useCan } from '../../../../../core/web/project/hooks';
import { useRouteParams } from '../../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../../core/web/shell/ScreenTitle';
import { DataTable } from '../../../../../core/web/table/DataTable';
import { useLoad } from '../../../../../core/web/useLoad';
import { oneOf, positiveInt, useQueryState } from '../../../../../core/web/useQueryState';
import { PAGE_SIZE, PAGE_SIZES } from '../../../shared';
import type { ExperimentV2 } from '../../../schemas/v2';
import { v2Api } from '../api';
import { AdjustModal } from '../components/AdjustModal';
import { experimentColumns } from '../components/experimentColumns';
import { DeployModal } from '../components/DeployModal';
import { WizardModal } from '../components/WizardModal';

const PLATFORM_TABS = [
  { value: 'android', label: 'Android' },
  { value: 'ios', label: 'iOS' },
] as const;

export const SHUTDOWN_CONFIRM = 'Are you sure shutdown this task?';

const page = <T,>(rows: T[], pn: number, ps: number) => rows.slice((pn - 1) * ps, pn * ps);

export default function ExperimentsV2Page() {
  const { code } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState(
    { env: 'sandbox', platform: 'android', pn: '1', ps: String(PAGE_SIZE), fpn: '1', fps: String(PAGE_SIZE), finished: '', create: '' },
    {
      platform: oneOf(['android', 'ios']),
      ps: oneOf(PAGE_SIZES),
      fps: oneOf(PAGE_SIZES),
      fpn: positiveInt(),
      finished: oneOf(['', '1']),
      create: oneOf(['', '1']),
    },
  );
  const env = q.env === 'prod' ? 'prod' : 'sandbox';
  const platform = q.platform === 'ios' ? 'ios' : 'android';
  const list = useLoad(() => v2Api.list(code, env, platform), [code, env, platform]);
  const [wizard, setWizard] = useState<{ editing: ExperimentV2 | null } | null>(null);
  const [deploying, setDeploying] = useState<ExperimentV2 | null>(null);
  const [adjusting, setAdjusting] = useState<ExperimentV2 | null>(null);
  const mayProd = useCan()(access.ownerOrAdmin);
  const locked = env === 'prod' && !mayProd;
  const reload = () => void list.reload();

  useEffect(() => {
    if (q.create === '1') {
      setQ({ create: '' });
      setWizard({ editing: null });
    }
  }, [q.create, setQ]);

  const rows = list.data ?? [];
  const active = rows.filter((r) => r.status !== 'FINISHED');
  const finished = rows.filter((r) => r.status === 'FINISHED');

  const shutdown = async (r: ExperimentV2) => {
    if (
      !(await confirmAction({
        message: SHUTDOWN_CONFIRM,
        danger: true,
        confirm: 'Shutdown',
        details: (
          <Text size="sm" c="dimmed">
            #{r.id} {r.name} on {r.platform} {r.env}
          </Text>
        ),
      }))
    )
      return;
    try {
      await v2Api.shutdown(code, r.id);
      toast('shutdown success!');
    } catch {
      /* the error notice shows the server's message */
    } finally {
      reload();
    }
  };
  const columns = (withActions: boolean) =>
    experimentColumns(withActions, {
      code,
      locked,
      edit: (r) => setWizard({ editing: r }),
      deploy: setDeploying,
      adjust: setAdjusting,
      shutdown,
    });

  const pn = Number(q.pn);
  const ps = Number(q.ps);
  const fpn = Number(q.fpn);
  const fps = Number(q.fps);
  return (
    <Stack gap="md">
      <ScreenTitle>Experiments v2</ScreenTitle>
      <FilterTabs value={env} onChange={(v) => setQ({ env: v, pn: '1', fpn: '1' })} tabs={SANDBOX_PROD_TABS} stack>
        <FilterTabs value={platform} onChange={(v) => setQ({ platform: v, pn: '1', fpn: '1' })} tabs={PLATFORM_TABS} variant="pills" stack>
          <Group>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setWizard({ editing: null })}>
              Create
            </Button>
          </Group>
          <DataTable
            label={`Active experiments on ${platform} ${env}`}
            columns={columns(true)}
            data={page(active, pn, ps)}
            rowKey={(r) => r.id}
            loading={list.loading}
            pageSizes={PAGE_SIZES}
            server={{ page: pn, pageSize: ps, total: active.length, onChange: (p, s) => setQ({ pn: String(p), ps: String(s) }) }}
            emptyText="No active experiments: create one"
          />
          <Accordion variant="separated" value={q.finished === '1' ? 'finished' : null} onChange={(v) => setQ({ finished: v ? '1' : '' })}>
            <Accordion.Item value="finished">
              <Accordion.Control>Finished ({finished.length})</Accordion.Control>
              <Accordion.Panel>
                <DataTable
                  label={`Finished experiments on ${platform} ${env}`}
                  columns={columns(false)}
                  data={page(finished, fpn, fps)}
                  rowKey={(r) => r.id}
                  loading={list.loading}
                  pageSizes={PAGE_SIZES}
                  server={{
                    page: fpn,
                    pageSize: fps,
                    total: finished.length,
                    onChange: (p, s) => setQ({ fpn: String(p), fps: String(s) }),
                  }}
                  emptyText="No finished experiments"
                />
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        </FilterTabs>
      </FilterTabs>
      <WizardModal
        code={code}
        env={env}
        platform={platform}
        opened={!!wizard}
        editing={wizard?.editing ?? null}
        copyChoices={rows}
        onClose={() => setWizard(null)}
        onSaved={() => {
          setWizard(null);
          reload();
        }}
      />
      <DeployModal
        code={code}
        experiment={deploying}
        onClose={() => setDeploying(null)}
        onDone={() => {
          setDeploying(null);
          reload();
        }}
      />
      <AdjustModal
        code={code}
        experiment={adjusting}
        onClose={() => setAdjusting(null)}
        onDone={() => {
          setAdjusting(null);
          reload();
        }}
      />
    </Stack>
  );
}
