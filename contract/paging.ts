import { z } from 'zod';

/** Query strings send `Name=` for an empty field: treat it as absent. */
export const absentWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const queryId = absentWhenEmpty(z.coerce.number().int().positive().max(2_147_483_647));
export const queryNumber = absentWhenEmpty(z.coerce.number().nonnegative().max(1e12));
export const queryBoolean = absentWhenEmpty(
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
);

export const MAX_PAGE_SIZE = 100;
/** Pages further than this many results are refused: skipping rows still costs their sorting. */
export const MAX_OFFSET = 10_000;

/** PageSize below 1 is refused; above 100 it is clamped. PageNumber is zero-based. */
export function pagingQuery(defaultPageSize = 10) {
  return z.object({
    PageSize: absentWhenEmpty(z.coerce.number().int().min(1)).transform((size) =>
      Math.min(size ?? defaultPageSize, MAX_PAGE_SIZE),
    ),
    PageNumber: absentWhenEmpty(z.coerce.number().int().min(0).max(1_000_000)).transform((page) => page ?? 0),
    Query: absentWhenEmpty(z.string().max(200)),
  });
}

/**
 * A back-office list's query: the paging and `Query`, the list's own filters, then `SortBy`, one of
 * `sortOrders` (absent: the list's default order).
 */
export function sortablePagingQuery<const O extends string, const F extends z.ZodRawShape>(
  sortOrders: readonly [O, ...O[]],
  filters: F,
  defaultPageSize?: number,
) {
  return pagingQuery(defaultPageSize).extend({ ...filters, SortBy: absentWhenEmpty(z.enum(sortOrders)) });
}

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), totalPages: z.number().int(), totalDataCount: z.number().int() });
}

export function envelope<T>(data: T[], total: number, pageSize: number) {
  return { data, totalPages: Math.ceil(total / pageSize), totalDataCount: total };
}
