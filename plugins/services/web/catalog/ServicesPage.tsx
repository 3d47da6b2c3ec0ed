// Services Info (000 §2.3): the services (15 a page: 15/20/50/100; page in the URL) with their
// status, an expandable latest-deploy table per env, create/update, and the actions: deploy
// (ManDeployments), api logs (ManServicesApiLogs), a new API token (shown once), Check now.
// Refreshes every 300,000 ms, and on focus when the last refresh is older than that.
// The table's columns are serviceColumns'.
import { useEffect, useRef, useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconPlus, IconRefresh } from '@tabler/icons-react';
import { useLocation, useSearch } from 'wouter';
import { confirmAction, showSecretOnce } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { formatTime } from '../../../../core/web/time';
import { useLoad } from '../../../../core/web/useLoad';
import { oneOf, positiveInt, useQueryState } from '../../../../core/web/useQueryState';
import { paths, serviceStatusLabel, SERVICES_PAGE_SIZE, SERVICES_PAGE_SIZES, SERVICES_REFRESH_MS, type ServiceRow } from '../../shared';
import { refused } from '../../../../core/web/refused';
import { catalogApi } from './api';
import { SERVICES_TITLE } from './manifest';
import { ServiceModal } from './ServiceModal';
import { serviceColumns } from './serviceColumns';
import { ServicesTable } from './ServicesTable';

export default function ServicesPage() {
  const [q, setQ] = useQueryState({ pn: '1', ps: String(SERVICES_PAGE_SIZE) }, { ps: oneOf(SERVICES_PAGE_SIZES), pn: positiveInt() });
  const creating = new URLSearchParams(useSearch()).get('create') === '1';
  const [, navigate] = useLocation();
  const [open, setOpen] = useState<ServiceRow | 'new' | null>(creating ? 'new' : null);
  const [busy, setBusy] = useState<number | null>(null);
  const list = useLoad(() => catalogApi.services(), []);
  const [refreshedAt, setRefreshedAt] = useState<number | null>(null);
  const loadedRef = useRef(list.data);
  useEffect(() => {
    if (list.data && list.data !== loadedRef.current) setRefreshedAt(Date.now());
    loadedRef.current = list.data;
  }, [list.data]);
  useEffect(() => {
    if (creating) setOpen('new');
  }, [creating]);

  // Auto-refresh (000 §9): every 300,000 ms while shown, and on coming back after that long.
  const reload = useRef(list.reload);
  reload.current = list.reload;
  const lastRef = useRef(refreshedAt);
  lastRef.current = refreshedAt;
  useEffect(() => {
    const timer = window.setInterval(() => void reload.current(), SERVICES_REFRESH_MS);
    const onFocus = () => {
      if (lastRef.current !== null && Date.now() - lastRef.current >= SERVICES_REFRESH_MS) void reload.current();
    };
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  const close = () => {
    setOpen(null);
    if (creating) navigate(paths.services, { replace: true });
  };
  const newToken = async (s: ServiceRow) => {
    if (
      s.apiTokenSet &&
      !(await confirmAction({
        message: `Make a new API token for ${s.name}? The current one stops working at once.`,
        confirm: 'New token',
        danger: true,
      }))
    )
      return;
    try {
      const r = await catalogApi.apiToken(s.id);
      toast(r.message);
      showSecretOnce(`API token of ${s.name}`, 'The service reports its API errors with this token (Authorization: Bearer …):', r.token);
      void list.reload();
    } catch (e) {
      refused(e);
    }
  };
  const checkNow = async (s: ServiceRow) => {
    setBusy(s.id);
    try {
      const r = await catalogApi.probe(s.id);
      toast(`${s.name}: ${serviceStatusLabel(r.status)}${r.status === 'running' ? '' : ` (${r.status})`}`);
      await list.reload();
    } catch (e) {
      refused(e);
    } finally {
      setBusy(null);
    }
  };

  const data = list.data?.result ?? [];
  const nickname = new Map((list.data?.projects ?? []).map((p) => [p.code, p.nickname]));
  const pn = Number(q.pn);
  const ps = Number(q.ps);
  const columns = serviceColumns({ nickname, busy, setOpen, newToken, checkNow });

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>{SERVICES_TITLE}</ScreenTitle>
        <Group>
          <Text size="xs" c="dimmed" aria-live="polite">
            {refreshedAt ? `Last refreshed ${formatTime(refreshedAt)}` : ''}
          </Text>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={list.loading && !!list.data}
            onClick={() => void list.reload()}
          >
            Refresh
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setOpen('new')}>
            Create
          </Button>
        </Group>
      </Group>
      <ServicesTable
        services={data}
        columns={columns}
        loading={list.loading}
        page={pn}
        pageSize={ps}
        onPage={(p, size) => setQ({ pn: String(p), ps: String(size) })}
        emptyText="No services yet"
      />
      <ServiceModal
        service={open}
        projects={list.data?.projects ?? []}
        onClose={close}
        onSaved={() => {
          close();
          void list.reload();
        }}
      />
    </>
  );
}
