// The services table both services screens show (the admins' Services Info and the operators'
// Project services): client-paged at the spec's sizes, each row expanding to its latest deploys.
import { DataTable, type Column } from '../../../../core/web/table/DataTable';
import { SERVICES_PAGE_SIZE, SERVICES_PAGE_SIZES, type ServiceRow } from '../../shared';
import { LatestDeploys } from './LatestDeploys';

interface Props {
  services: ServiceRow[];
  columns: Column<ServiceRow>[];
  loading: boolean;
  /** The page and its size, from the screen's URL. */
  page: number;
  pageSize: number;
  onPage: (page: number, pageSize: number) => void;
  emptyText: string;
}

export function ServicesTable({ services, columns, loading, page, pageSize, onPage, emptyText }: Props) {
  return (
    <DataTable
      label="Services"
      columns={columns}
      data={services.slice((page - 1) * pageSize, page * pageSize)}
      rowKey={(s) => s.id}
      loading={loading}
      pageSizes={SERVICES_PAGE_SIZES}
      defaultPageSize={SERVICES_PAGE_SIZE}
      server={{ page, pageSize, total: services.length, onChange: onPage }}
      detail={(s) => <LatestDeploys service={s} />}
      emptyText={emptyText}
    />
  );
}
