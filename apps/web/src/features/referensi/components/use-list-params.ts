import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';

export type SortOrder = 'asc' | 'desc';

export interface ListParams<S extends string> {
  page: number;
  perPage: number;
  search: string;
  sort: S | undefined;
  order: SortOrder;
  /** Extra filters (tingkat, rombel…) sent as they are; empty values are left out. */
  filters: Record<string, string | null>;
}

/**
 * Paging, debounced search, sort and filters of a server-side list, and the query string they
 * make. Changing the search, a filter or the sort goes back to page 1.
 */
export function useListParams<S extends string>(initialSort?: S, perPage = 10) {
  const [state, setState] = useState<ListParams<S>>({
    page: 1,
    perPage,
    search: '',
    sort: initialSort,
    order: 'asc',
    filters: {},
  });
  const [q] = useDebouncedValue(state.search.trim(), 350);

  const queryString = useMemo(() => {
    const params = new URLSearchParams({
      page: String(state.page),
      per_page: String(state.perPage),
      order: state.order,
    });
    if (q) params.set('q', q);
    if (state.sort) params.set('sort', state.sort);
    for (const [key, value] of Object.entries(state.filters)) {
      if (value) params.set(key, value);
    }
    return params.toString();
  }, [q, state.page, state.perPage, state.order, state.sort, state.filters]);

  return {
    ...state,
    queryString,
    setPage: (page: number) => setState((current) => ({ ...current, page })),
    setPerPage: (size: number) => setState((current) => ({ ...current, perPage: size, page: 1 })),
    setSearch: (search: string) => setState((current) => ({ ...current, search, page: 1 })),
    setFilter: (key: string, value: string | null) =>
      setState((current) => ({
        ...current,
        page: 1,
        filters: { ...current.filters, [key]: value },
      })),
    /** Clicking the sorted column flips the order; another column sorts ascending. */
    toggleSort: (sort: S) =>
      setState((current) => ({
        ...current,
        page: 1,
        sort,
        order: current.sort === sort && current.order === 'asc' ? 'desc' : 'asc',
      })),
  };
}

export type ListParamsState<S extends string> = ReturnType<typeof useListParams<S>>;
