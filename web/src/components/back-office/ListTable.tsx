import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { FilterSearch } from '#web/components/ui/filters/FilterSearch';
import { errorMessage } from '#web/lib/api/api-client';
import { DataTable, type Column } from './DataTable';
import type { ListState } from './use-list-state';

/** A page of a back-office list, as every list endpoint answers it. */
interface ListPage<T> {
  data: T[];
  totalPages: number;
  totalDataCount: number;
}

export interface ListTableProps<T, Sort extends string> {
  caption: string;
  columns: Column<T, Sort>[];
  rowKey: (row: T) => string | number;
  emptyText: string;
  /** The list's query, asked with `list.params`. */
  query: UseQueryResult<ListPage<T>>;
  /** Its page, sort and search words (`useListState`). */
  list: ListState<Sort>;
  /** The search field's label; without it the list has no search field. */
  searchLabel?: string;
  /** Filters above the table, after the search field. */
  filters?: ReactNode;
  expanded?: (row: T) => ReactNode;
  expandLabel?: (row: T) => string;
}

/**
 * A back-office list page's table: `DataTable` wired to the list's query (rows, paging, loading and
 * error states) and to its list state (page, sort, search words).
 */
export function ListTable<T, Sort extends string>({
  query,
  list,
  searchLabel,
  filters,
  ...table
}: ListTableProps<T, Sort>) {
  const search = searchLabel !== undefined && (
    <FilterSearch label={searchLabel} value={list.search} onChange={list.setSearch} />
  );
  return (
    <DataTable
      {...table}
      rows={query.data?.data}
      loading={query.isFetching}
      error={query.isError ? errorMessage(query.error) : undefined}
      page={list.page}
      totalPages={query.data?.totalPages ?? 0}
      totalCount={query.data?.totalDataCount ?? 0}
      onPage={list.setPage}
      sort={list.sort}
      onSort={list.setSort}
      filters={
        (search || filters) && (
          <>
            {search}
            {filters}
          </>
        )
      }
    />
  );
}
