// The catalog as a table: each event type with its rules; add, edit and delete for those with the
// eventTypes right (each writes the whole catalog with PUT /track/eventTypes).
import { useMemo, useState } from 'react';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { CONFIRM, PAGE_SIZES, TOASTS, type EventType, type StoredEventType } from '../../shared';
import { eventCheckApi } from '../api';
import { ruleText } from '../ruleText';
import { EventTypeModal } from './EventTypeModal';
import { formatTime } from '../../../../core/web/time';

interface Props {
  code: string;
  catalog: StoredEventType[];
  loading: boolean;
  mayEdit: boolean;
  onChanged: (next: StoredEventType[]) => void;
}

export function EventTypesPanel({ code, catalog, loading, mayEdit, onChanged }: Props) {
  const [editing, setEditing] = useState<{ type?: EventType } | null>(null);
  // The catalog runs to hundreds of types over pages: a filter finds one by name or description.
  const [filter, setFilter] = useState('');
  const shown = useMemo(() => {
    const f = filter.trim().toLowerCase();
    return f ? catalog.filter((t) => t.type.toLowerCase().includes(f) || t.description.toLowerCase().includes(f)) : catalog;
  }, [catalog, filter]);
  const plain = (list: EventType[]) => list.map(({ type, description, fields }) => ({ type, description, fields }));

  const save = async (t: EventType) => {
    const others = catalog.filter((x) => x.type !== (editing?.type?.type ?? t.type));
    const { eventTypes } = await eventCheckApi.saveCatalog(code, [...plain(others), t]);
    toast(TOASTS.saved);
    setEditing(null);
    onChanged(eventTypes);
  };
  const remove = async (t: StoredEventType) => {
    if (!(await confirmAction({ message: CONFIRM.delete, danger: true }))) return;
    const { eventTypes } = await eventCheckApi.saveCatalog(code, plain(catalog.filter((x) => x.type !== t.type)));
    toast(TOASTS.deleted);
    onChanged(eventTypes);
  };

  const columns: Column<StoredEventType>[] = [
    {
      key: 'type',
      header: 'Event type',
      width: 200,
      sortable: true,
      cell: (t) => (
        <Text size="sm" ff="monospace">
          {t.type}
        </Text>
      ),
    },
    { key: 'description', header: 'Description', width: 200 },
    {
      key: 'fields',
      header: 'Fields (* required)',
      width: 340,
      cell: (t) =>
        t.fields.length ? (
          <Group gap={4}>
            {t.fields.map((f) => (
              <Badge key={f.field} variant="light" radius="sm" tt="none" color={f.required ? 'blue' : 'gray'}>
                {ruleText(f)}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="xs" c="dimmed">
            any event of this name
          </Text>
        ),
    },
    {
      key: 'updatedAt',
      header: 'Updated',
      width: 170,
      cell: (t) => (
        <Text size="xs">
          {formatTime(t.updatedAt)}
          <br />
          <Text span c="dimmed" size="xs">
            by {t.operator}
          </Text>
        </Text>
      ),
    },
  ];
  if (mayEdit) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      width: 90,
      cell: (t) => (
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" aria-label={`Edit ${t.type}`} onClick={() => setEditing({ type: t })}>
              <IconEdit size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Delete">
            <ActionIcon variant="subtle" color="red" aria-label={`Delete ${t.type}`} onClick={() => void remove(t)}>
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    });
  }

  return (
    <Stack gap="sm">
      <DataTable
        label="Event types"
        columns={columns}
        data={shown}
        rowKey={(t) => t.type}
        loading={loading}
        pageSizes={PAGE_SIZES}
        emptyText={
          filter.trim()
            ? `No event type matches '${filter.trim()}'`
            : mayEdit
              ? 'No event types yet: add one or import an xlsx'
              : 'No event types yet'
        }
        toolbar={
          <Group gap="sm">
            <TextInput
              size="xs"
              w={220}
              aria-label="Filter event types"
              placeholder="Filter by name or description"
              leftSection={<IconSearch size={14} />}
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
            />
            {mayEdit && (
              <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({})}>
                Add event type
              </Button>
            )}
          </Group>
        }
      />
      <EventTypeModal
        opened={!!editing}
        editing={editing?.type}
        otherNames={catalog.map((t) => t.type).filter((n) => n !== editing?.type?.type)}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </Stack>
  );
}
