// The Test Task modal (002 "Test Task"; §5 its messages), opened from the list: env and platform
// (required), user IDs or firebase IDs (exactly one list), the English alert, and either now or a
// local start time per device zone. The answer (how many devices matched) shows as a toast.
// Prod is for the project's owners and admins (the server refuses others too).
import { useEffect } from 'react';
import { Button, Group, Modal, Select, Stack, Switch, TextInput, Textarea } from '@mantine/core';
import { PROD_OWNERS_ONLY, rule as access } from '../../../../core/shared/access';
import type { Env } from '../../../../core/shared/constants';
import { useForm } from '../../../../core/web/form';
import { call } from '../../../../core/web/http';
import { MODAL_FORM_STYLES, ModalForm } from '../../../../core/web/ModalForm';
import { toast } from '../../../../core/web/notify';
import { useCan } from '../../../../core/web/project/hooks';
import { deliveryEndpoints } from '../../endpoints/delivery';
import { emptyTestTask, testTaskBody, validateTestTask, type TestTaskValues } from './testTaskForm';

export interface TestTaskModalProps {
  code: string;
  env: Env;
  platform: 1 | 2;
  opened: boolean;
  onClose: () => void;
}

export function TestTaskModal({ code, env, platform, opened, onClose }: TestTaskModalProps) {
  const can = useCan();
  const canProd = can(access.ownerOrAdmin, code);
  const form = useForm<TestTaskValues>({ initialValues: emptyTestTask(env, platform), validate: validateTestTask });
  useEffect(() => {
    if (!opened) return;
    form.setValues(emptyTestTask(env === 'prod' && !canProd ? 'sandbox' : env, platform));
    form.resetDirty();
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [opened]);

  const submit = form.onSubmit(async (v) => {
    const answer = await call(deliveryEndpoints.testPush, { params: { code }, body: testTaskBody(v) });
    toast(answer.message);
    onClose();
  });

  return (
    <Modal opened={opened} onClose={onClose} title="Test Task" size={640} styles={MODAL_FORM_STYLES}>
      <ModalForm
        onSubmit={submit}
        footer={
          <>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={form.submitting}>
              Send
            </Button>
          </>
        }
      >
        <Stack>
          <Group grow align="flex-start">
            <Select
              label="Env"
              withAsterisk
              clearable
              clearButtonProps={{ 'aria-label': 'Clear env', 'aria-hidden': false, tabIndex: 0 }}
              data={[
                { value: 'sandbox', label: 'sandbox' },
                { value: 'prod', label: 'prod', disabled: !canProd },
              ]}
              description={canProd ? undefined : PROD_OWNERS_ONLY}
              {...form.getInputProps('env')}
              onChange={(v) => form.setFieldValue('env', (v ?? '') as TestTaskValues['env'])}
            />
            <Select
              label="Platform"
              withAsterisk
              clearable
              clearButtonProps={{ 'aria-label': 'Clear platform', 'aria-hidden': false, tabIndex: 0 }}
              data={[
                { value: '1', label: 'Android' },
                { value: '2', label: 'iOS' },
              ]}
              {...form.getInputProps('platform')}
              onChange={(v) => form.setFieldValue('platform', (v ?? '') as TestTaskValues['platform'])}
            />
          </Group>
          <Textarea
            label="User IDs"
            description="Separated by commas, spaces or lines"
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('userIds')}
          />
          <Textarea
            label="Firebase IDs"
            description="Separated by new lines, tabs, spaces or commas"
            autosize
            minRows={2}
            maxRows={6}
            {...form.getInputProps('firebaseIds')}
          />
          <TextInput label="Title (en)" withAsterisk {...form.getInputProps('title')} />
          <Textarea label="Body (en)" autosize minRows={2} {...form.getInputProps('body')} />
          <Switch label="Data message (no notification block)" {...form.getInputProps('isDataType', { type: 'checkbox' })} />
          <Switch
            label="Push by timezone (each device at the start time in its own zone; off: now)"
            {...form.getInputProps('byTimezone', { type: 'checkbox' })}
          />
          {form.values.byTimezone ? (
            <TextInput
              label="Start at (local time in each device's zone)"
              placeholder="YYYY-MM-DD HH:mm:00"
              withAsterisk
              {...form.getInputProps('startAt')}
            />
          ) : null}
        </Stack>
      </ModalForm>
    </Modal>
  );
}
