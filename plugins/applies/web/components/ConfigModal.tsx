// The apply's conf as a level / puzzle table, with the group each puzzle comes from.
import { Modal } from '@mantine/core';
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import type { ApplyConf, ApplyExperiment } from '../../shared';
import { confEntries } from '../confText';

type Row = { level: number; puzzleId: number; group: string };

const columns: Column<Row>[] = [
  { key: 'level', header: 'Level', width: 90 },
  { key: 'puzzleId', header: 'Puzzle', width: 120 },
  { key: 'group', header: 'Group' },
];

export function ConfigModal(props: { title: string; conf: ApplyConf | null; experiment: ApplyExperiment; onClose: () => void }) {
  const rows: Row[] = props.conf
    ? confEntries(props.conf).map((e) => ({
        ...e,
        group: props.experiment.levels.find((l) => l.level === e.level)?.choices.find((c) => c.puzzleId === e.puzzleId)?.tag ?? '',
      }))
    : [];
  return (
    <Modal opened={!!props.conf} onClose={props.onClose} title={props.title}>
      <DataTable label="Apply config" columns={columns} data={rows} rowKey={(r) => r.level} pageSizes={[10]} unpaged />
    </Modal>
  );
}
