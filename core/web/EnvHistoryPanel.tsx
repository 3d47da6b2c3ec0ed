// A collapsible panel with sandbox/prod tabs, as the publishing screens show their upload
// histories: closed by default, the open env kept by the screen (it lives in the URL).
import { useState, type ReactNode } from 'react';
import { Button, Card, Collapse, Tabs } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { ENVS, type Env } from '../shared/constants';

export function EnvHistoryPanel(props: { title: string; env: Env; onEnv: (env: Env) => void; children: (env: Env) => ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Card withBorder padding="sm" mt="md">
      <Button
        variant="subtle"
        leftSection={open ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        w="fit-content"
      >
        {props.title}
      </Button>
      <Collapse in={open}>
        {open && (
          <Tabs value={props.env} onChange={(v) => props.onEnv((v as Env) ?? 'sandbox')} keepMounted={false} mt="xs">
            <Tabs.List mb="sm">
              {ENVS.map((env) => (
                <Tabs.Tab key={env} value={env}>
                  {env}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {ENVS.map((env) => (
              <Tabs.Panel key={env} value={env}>
                {props.children(env)}
              </Tabs.Panel>
            ))}
          </Tabs>
        )}
      </Collapse>
    </Card>
  );
}
