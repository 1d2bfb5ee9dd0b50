/** What a back-office list asks the server for (api.md: zero-based PageNumber, PageSize, SortBy). */
export interface ListParams<Sort extends string = string> {
  page: number;
  pageSize: number;
  sort?: Sort;
  query?: string;
}

export const DEFAULT_PAGE_SIZE = 10;

/** A list's paging, sort and search as the list endpoints' queries name them. */
export function pagingQuery<Sort extends string>(params: ListParams<Sort>) {
  return {
    PageNumber: params.page,
    PageSize: params.pageSize,
    SortBy: params.sort,
    Query: params.query?.trim(),
  };
}
