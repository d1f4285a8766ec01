import type { ReactNode } from 'react';
import { Badge, Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { PembelajaranGuru } from '@erapor/shared/kurikulum/kurikulum.schemas';
import { PagedTable, type PagedColumn } from '../../referensi/components/paged-table';
import type { useListParams } from '../../referensi/components/use-list-params';
import { KurikulumFilters } from './pembelajaran-select';

interface KurikulumTableProps<T, S extends string> {
  /** Accessible name of the table. */
  label: string;
  columns: PagedColumn<T, S>[];
  params: ReturnType<typeof useListParams<S>>;
  /** The list query of the screen (one page and the total). */
  query: { data?: { data: T[]; total: number }; isFetching: boolean; error?: Error | null };
  rowKey: (row: T) => string;
  searchPlaceholder: string;
  emptyText: string;
  /** The teacher's classes the Tingkat/Rombel/Mapel filters offer; without any, adding is off. */
  pembelajaran: PembelajaranGuru[];
  addLabel: string;
  onAdd: () => void;
  /** More buttons before Add. */
  actions?: ReactNode;
}

/**
 * The server-paged list of a curriculum reference screen (CP, KD, TP) with its class filters and
 * add button beside the search box.
 */
export function KurikulumTable<T, S extends string>(props: KurikulumTableProps<T, S>) {
  const { params, query, pembelajaran } = props;
  const { t } = useTranslation();
  // An empty page after a search says so, not that there is nothing at all; without a class of
  // this curriculum (the screen's notice says why) it does not invite to add one.
  const narrowed = params.search.trim() !== '';
  const emptyText = narrowed
    ? t('kurikulum.noMatch')
    : pembelajaran.length === 0
      ? t('referensi.table.empty')
      : props.emptyText;
  return (
    <PagedTable
      label={props.label}
      columns={props.columns}
      rows={query.data?.data}
      rowKey={props.rowKey}
      total={query.data?.total ?? 0}
      page={params.page}
      perPage={params.perPage}
      loading={query.isFetching}
      error={query.error}
      search={params.search}
      onSearch={params.setSearch}
      onPage={params.setPage}
      onPerPage={params.setPerPage}
      sort={params.sort}
      order={params.order}
      onSort={params.toggleSort}
      searchPlaceholder={props.searchPlaceholder}
      emptyText={emptyText}
      toolbar={
        <>
          {pembelajaran.length > 0 ? (
            <KurikulumFilters
              list={pembelajaran}
              filters={params.filters}
              setFilter={params.setFilter}
            />
          ) : null}
          {props.actions}
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={props.onAdd}
            disabled={pembelajaran.length === 0}
          >
            {props.addLabel}
          </Button>
        </>
      }
    />
  );
}

/** 'Aktif' / 'Nonaktif' of a CP or KD, never cut short however narrow its column. */
export function AktifBadge({ aktif }: { aktif: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={aktif ? 'green' : 'gray'} variant="light" miw="max-content">
      {aktif ? t('kurikulum.common.aktif') : t('kurikulum.common.nonaktif')}
    </Badge>
  );
}
