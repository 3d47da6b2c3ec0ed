// Categories (000 §2.8): the draggable tree, the Check Orders panel with country tabs, and the
// create/edit, details, translations, move and import modals; names export to xlsx. The URL keeps
// the Check Orders country (and create=1 / import=1 from the palette).
import { useEffect, useState } from 'react';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileExport, IconFileImport, IconPlus } from '@tabler/icons-react';
import { confirmAction } from '../../../../core/web/dialogs';
import { toast } from '../../../../core/web/notify';
import { useRouteParams } from '../../../../core/web/routing/params';
import { ScreenTitle } from '../../../../core/web/shell/ScreenTitle';
import { useLoad } from '../../../../core/web/useLoad';
import { useQueryState } from '../../../../core/web/useQueryState';
import { CONFIRM, MESSAGES, TOASTS, type Category, type CategoryNode } from '../../shared';
import { flatten } from '../../shared';
import { categoriesApi } from '../api';
import { CategoryFormModal } from '../components/CategoryFormModal';
import { CategoryTree, type TreeActions } from '../components/CategoryTree';
import { CheckOrders } from '../components/CheckOrders';
import { DetailsModal } from '../components/DetailsModal';
import { ImportNamesModal } from '../components/ImportNamesModal';
import { MoveToModal } from '../components/MoveToModal';
import { TranslationsModal } from '../components/TranslationsModal';
import { showErrorNotice } from '../../../../core/web/notify';

export default function CategoriesPage() {
  const { code = '' } = useRouteParams<{ code: string }>();
  const [q, setQ] = useQueryState({ country: '', create: '', import: '' });
  const load = useLoad(() => categoriesApi.tree(code), [code]);
  const tree = load.data?.tree ?? [];
  const countries = load.data?.countries ?? [];
  const [form, setForm] = useState<{ editing: Category | null; parentId: number } | null>(null);
  const [details, setDetails] = useState<Category | null>(null);
  const [translations, setTranslations] = useState<Category | null>(null);
  const [moving, setMoving] = useState<CategoryNode | null>(null);
  const [exporting, setExporting] = useState(false);
  useEffect(() => {
    if (q.create === '1') setForm({ editing: null, parentId: 0 });
  }, [q.create]);

  const reload = () => void load.reload();
  const closeForm = () => {
    setForm(null);
    if (q.create) setQ({ create: '' });
  };
  const exportNames = async () => {
    setExporting(true);
    try {
      await categoriesApi.exportNames(code);
      toast(TOASTS.namesDownloaded);
    } catch {
      // The error notice shows why.
    } finally {
      setExporting(false);
    }
  };
  const actions: TreeActions = {
    details: setDetails,
    edit: (n) => setForm({ editing: n, parentId: n.parentId }),
    translations: setTranslations,
    addChild: (n) => setForm({ editing: null, parentId: n.id }),
    moveTo: setMoving,
    remove: async (n) => {
      if (n.children.length) return showErrorNotice(MESSAGES.hasChildren(n.children.length));
      if (!(await confirmAction({ message: CONFIRM.delete, danger: true }))) return;
      await categoriesApi.remove(code, n.id);
      toast(TOASTS.deleted);
      reload();
    },
    move: async (n, parentId, index) => {
      await categoriesApi.move(code, n.id, parentId, index);
      toast(TOASTS.moved);
      reload();
    },
  };
  const parentName = (id: number) => flatten(tree).find((n) => n.id === id)?.name.en ?? '';

  return (
    <>
      <Group justify="space-between" mb="md">
        <ScreenTitle>Categories</ScreenTitle>
        <Group>
          <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setQ({ import: '1' })}>
            Import names
          </Button>
          <Button variant="default" leftSection={<IconFileExport size={16} />} loading={exporting} onClick={() => void exportNames()}>
            Export names
          </Button>
          <Button leftSection={<IconPlus size={16} />} onClick={() => setForm({ editing: null, parentId: 0 })}>
            Create
          </Button>
        </Group>
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder p="md" aria-busy={load.loading || undefined}>
            <Stack gap="xs">
              <Title order={2} size="h4">
                Tree
              </Title>
              <Text size="xs" c="dimmed">
                Drag a category by its handle into a gap to place it there, or onto another category to make it its last sub-category. With
                the keyboard: Space on the handle, arrows, Space.
              </Text>
              {load.data && !tree.length ? (
                <Text size="sm" c="dimmed">
                  No categories yet: create the first one.
                </Text>
              ) : (
                <CategoryTree tree={tree} actions={actions} />
              )}
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder p="md">
            <Stack gap="xs">
              <Title order={2} size="h4">
                Check Orders
              </Title>
              <CheckOrders tree={tree} countries={countries} country={q.country} onCountry={(country) => setQ({ country })} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
      <CategoryFormModal
        code={code}
        state={form}
        tree={tree}
        countries={countries}
        onClose={closeForm}
        onSaved={() => {
          closeForm();
          reload();
        }}
      />
      <DetailsModal category={details} parentName={details ? parentName(details.parentId) : ''} onClose={() => setDetails(null)} />
      <TranslationsModal
        code={code}
        category={translations}
        onClose={() => setTranslations(null)}
        onSaved={() => {
          setTranslations(null);
          reload();
        }}
      />
      <MoveToModal
        node={moving}
        tree={tree}
        onClose={() => setMoving(null)}
        onMove={async (parentId, index) => {
          if (moving) await actions.move(moving, parentId, index);
          setMoving(null);
        }}
      />
      <ImportNamesModal
        code={code}
        opened={q.import === '1'}
        onClose={() => setQ({ import: '' })}
        onImported={async () => {
          setQ({ import: '' });
          await load.reload();
        }}
        onExport={() => void exportNames()}
      />
    </>
  );
}
