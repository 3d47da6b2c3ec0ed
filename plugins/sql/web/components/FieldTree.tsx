// The field tree: the project's tables and their columns with the engine's types. Clicking a
// table or a column puts its name into the editor at the cursor; the chevron folds a table.
import { useState } from 'react';
import { ActionIcon, Group, Loader, Paper, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconColumns, IconTable } from '@tabler/icons-react';
import { sqlName, type SqlTable } from '../../shared';

interface Props {
  tables: SqlTable[] | undefined;
  loading: boolean;
  onInsert: (text: string) => void;
  height: number;
  /** How to read one prop in this engine's SQL (props are two parallel lists). */
  propHint?: string;
}

export function FieldTree({ tables, loading, onInsert, height, propHint }: Props) {
  const [folded, setFolded] = useState<Record<string, boolean>>({});
  return (
    <Paper withBorder p="xs" h={height}>
      <Text size="xs" c="dimmed" mb={4}>
        Click a name to insert it
      </Text>
      <ScrollArea h={height - (propHint ? 76 : 40)} type="auto" offsetScrollbars>
        {loading && !tables && <Loader size="sm" m="sm" />}
        <ul role="tree" aria-label="Fields" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {(tables ?? []).map((t) => {
            const open = !folded[t.name];
            return (
              <li key={t.name} role="treeitem" aria-expanded={open} aria-label={t.name}>
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    size="sm"
                    variant="subtle"
                    color="gray"
                    aria-label={open ? `Fold ${t.name}` : `Unfold ${t.name}`}
                    onClick={() => setFolded((f) => ({ ...f, [t.name]: open }))}
                  >
                    {open ? <IconChevronDown size={14} /> : <IconChevronRight size={14} />}
                  </ActionIcon>
                  <UnstyledButton onClick={() => onInsert(sqlName(t.name))} title={`Insert ${t.name}`} data-field-table={t.name}>
                    <Group gap={6} wrap="nowrap">
                      <IconTable size={16} />
                      <Text size="sm" fw={600}>
                        {t.name}
                      </Text>
                    </Group>
                  </UnstyledButton>
                </Group>
                {open && (
                  <Stack component="ul" role="group" gap={0} pl={28} m={0} style={{ listStyle: 'none' }}>
                    {t.columns.map((c) => (
                      <li key={c.name} role="treeitem" aria-label={c.name}>
                        <UnstyledButton
                          onClick={() => onInsert(sqlName(c.name))}
                          title={`Insert ${c.name}`}
                          w="100%"
                          py={1}
                          data-field-column={c.name}
                        >
                          <Group gap={6} wrap="nowrap" justify="space-between">
                            <Group gap={6} wrap="nowrap">
                              <IconColumns size={14} opacity={0.6} />
                              <Text size="sm" ff="monospace">
                                {c.name}
                              </Text>
                            </Group>
                            <Text size="xs" c="dimmed" ff="monospace" truncate>
                              {c.type}
                            </Text>
                          </Group>
                        </UnstyledButton>
                      </li>
                    ))}
                  </Stack>
                )}
              </li>
            );
          })}
        </ul>
      </ScrollArea>
      {propHint && (
        // A button, so the keyboard reaches it like the names above.
        <UnstyledButton mt={6} title="Insert this expression" onClick={() => onInsert(propHint)} data-prop-hint>
          <Text size="xs" c="dimmed">
            A prop:{' '}
            <Text span size="xs" ff="monospace">
              {propHint}
            </Text>
          </Text>
        </UnstyledButton>
      )}
    </Paper>
  );
}
