import type { ReactNode } from 'react';
import {
  Group,
  Loader,
  Pagination,
  Select,
  Table,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MAX_SEARCH_LENGTH } from '@erapor/shared/referensi/list.schemas';
import { ApiRequestError } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import type { SortOrder } from './use-list-params';

export interface PagedColumn<T, S extends string> {
  key: string;
  header: string;
  /** Whitelisted server sort key; columns without one are not sortable. */
  sortKey?: S;
  render: (row: T, index: number) => ReactNode;
  width?: number | string;
  /**
   * Text typed by users (a description, an element): a word or address longer than the column
   * breaks anywhere, instead of widening the table until the actions are off the screen.
   */
  longText?: boolean;
  /**
   * The narrowest the column may get. On a phone the table scrolls sideways, and without it a
   * `longText` column is squeezed until its words break letter by letter.
   */
  minWidth?: number;
}

/** Wraps a long word at any point, and lets the column be narrower than it (table layout). */
const LONG_TEXT_STYLE = { overflowWrap: 'anywhere', wordBreak: 'break-word' } as const;

export interface PagedTableProps<T, S extends string> {
  columns: PagedColumn<T, S>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  total: number;
  page: number;
  perPage: number;
  loading: boolean;
  /** Why the page could not be loaded (the list query's error): shown instead of an empty table. */
  error?: Error | null;
  search: string;
  onSearch: (value: string) => void;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  sort: S | undefined;
  order: SortOrder;
  onSort: (sort: S) => void;
  /** Accessible name of the table and its search box. */
  label: string;
  searchPlaceholder?: string;
  emptyText?: string;
  /** Filters and buttons shown beside the search box. */
  toolbar?: ReactNode;
}

const PER_PAGE_OPTIONS = ['10', '25', '50', '100'];

function SortIcon({ active, order }: { active: boolean; order: SortOrder }) {
  if (!active) return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
  return order === 'asc' ? (
    <IconArrowUp size={14} aria-hidden />
  ) : (
    <IconArrowDown size={14} aria-hidden />
  );
}

/** A list whose paging, search and sort happen on the server (the table shows one page). */
export function PagedTable<T, S extends string>(props: PagedTableProps<T, S>) {
  const { t } = useTranslation();
  const { columns, rows, page, perPage, total } = props;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  const error = props.error
    ? props.error instanceof ApiRequestError
      ? apiErrorMessage(t, props.error.detail)
      : t('errors.generic')
    : null;

  return (
    <div>
      <Group justify="space-between" mb="sm" gap="sm" wrap="wrap">
        <TextInput
          aria-label={t('referensi.table.searchLabel', { name: props.label })}
          placeholder={props.searchPlaceholder ?? t('referensi.table.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={props.search}
          onChange={(event) => props.onSearch(event.currentTarget.value)}
          // the lists' API refuses a longer search (422)
          maxLength={MAX_SEARCH_LENGTH}
          w={{ base: '100%', sm: 280 }}
        />
        {props.toolbar ? <Group gap="sm">{props.toolbar}</Group> : null}
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="xs"
          aria-label={props.label}
          aria-busy={props.loading}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('referensi.table.no')}</Table.Th>
              {columns.map((column) => {
                const sortKey = column.sortKey;
                const active = sortKey !== undefined && props.sort === sortKey;
                const ariaSort = active
                  ? props.order === 'asc'
                    ? 'ascending'
                    : 'descending'
                  : undefined;
                return (
                  <Table.Th
                    key={column.key}
                    w={column.width}
                    miw={column.minWidth}
                    aria-sort={ariaSort}
                  >
                    {sortKey ? (
                      <UnstyledButton
                        onClick={() => props.onSort(sortKey)}
                        fw={700}
                        fz="sm"
                        style={{
                          display: 'inline-flex',
                          alignItems: 'center',
                          gap: 4,
                          whiteSpace: 'nowrap',
                        }}
                      >
                        {column.header}
                        <SortIcon active={active} order={props.order} />
                      </UnstyledButton>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row, index) => (
              <Table.Tr key={props.rowKey(row)}>
                <Table.Td>{from + index}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.key} style={column.longText ? LONG_TEXT_STYLE : undefined}>
                    {column.render(row, index)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
            {error ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 1}>
                  <Text c="red" ta="center" py="md" role="alert">
                    {error}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {rows && rows.length === 0 && !error ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 1}>
                  <Text c="dimmed" ta="center" py="md">
                    {props.emptyText ?? t('referensi.table.empty')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : null}
            {!rows && props.loading ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length + 1}>
                  <Group justify="center" py="md">
                    <Loader size="sm" aria-label={t('common.loading')} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" mt="sm" gap="sm" wrap="wrap">
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            {t('referensi.table.showing', { from, to, total })}
          </Text>
          <Select
            aria-label={t('referensi.table.perPage')}
            data={PER_PAGE_OPTIONS}
            value={String(perPage)}
            onChange={(value) => value && props.onPerPage(Number(value))}
            w={80}
            size="xs"
            allowDeselect={false}
          />
        </Group>
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={props.onPage}
          size="sm"
          getControlProps={(control) => ({
            'aria-label':
              control === 'previous' ? t('referensi.table.previous') : t('referensi.table.next'),
          })}
        />
      </Group>
    </div>
  );
}
