// The check's inputs (002 §2): platform, user id, start and limit (defaults 0 and 10000, §9),
// validated by the shared schema the server uses.
import { useEffect } from 'react';
import { Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '../../../../core/web/form';
import { IconListCheck } from '@tabler/icons-react';
import { PLATFORMS } from '../../../../core/shared/constants';
import { zodFormErrors } from '../../../../core/shared/zod';
import { checkQuerySchema } from '../../schemas';
import { MAX_LIMIT } from '../../shared';
import type { CheckInput } from '../api';

interface Values {
  platform: string | null;
  userId: string;
  start: number | string;
  limit: number | string;
}

const PLATFORM_OPTIONS = Object.entries(PLATFORMS).map(([value, label]) => ({ value, label }));

export function CheckForm({ value, loading, onCheck }: { value: CheckInput; loading: boolean; onCheck: (q: CheckInput) => void }) {
  const toValues = (q: CheckInput): Values => ({
    platform: q.platform || null,
    userId: q.userId,
    start: q.start === '' ? '' : Number(q.start),
    limit: q.limit === '' ? '' : Number(q.limit),
  });
  const form = useForm<Values>({ initialValues: toValues(value), validate: (v) => zodFormErrors(checkQuerySchema, v) });
  // The URL changed (palette, a log file's user, back button): show what it asks for.
  useEffect(() => {
    form.setValues(toValues(value));
    form.clearErrors();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- Mantine's form is a new object each render: it is filled when the modal opens or its record changes, not on every render
  }, [value.platform, value.userId, value.start, value.limit]);

  const submit = form.onSubmit((v) => {
    const q = checkQuerySchema.parse(v);
    onCheck({ platform: String(q.platform), userId: q.userId, start: String(q.start), limit: String(q.limit) });
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap={4}>
        <Group align="flex-start" gap="sm">
          <Select w={140} label="Platform" placeholder="Choose" data={PLATFORM_OPTIONS} withAsterisk {...form.getInputProps('platform')} />
          <TextInput w={260} label="User id" placeholder="The player's user id" withAsterisk {...form.getInputProps('userId')} />
          <NumberInput w={120} label="Start" min={0} allowDecimal={false} allowNegative={false} {...form.getInputProps('start')} />
          <NumberInput
            w={120}
            label="Limit"
            min={1}
            max={MAX_LIMIT}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('limit')}
          />
          <Button type="submit" mt={25} leftSection={<IconListCheck size={16} />} loading={loading}>
            Check
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          The user's events are read newest first: start skips that many, limit caps how many are checked (at most {MAX_LIMIT}).
        </Text>
      </Stack>
    </form>
  );
}
