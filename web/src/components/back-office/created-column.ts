import type { Language } from '#contract/common';
import { formatDateTime } from '#web/lib/formatting/date-time';
import type { Column } from './DataTable';

/** The column of when a row was made, sorted by the lists' `oldest`/`newest` orders, newest first. */
export const createdColumn = <T extends { createdAt: string }>(
  id: string,
  header: string,
  language: Language,
): Column<T, 'oldest' | 'newest'> => ({
  id,
  header,
  className: 'whitespace-nowrap',
  sort: { ascending: 'oldest', descending: 'newest', first: 'descending' },
  cell: (row) => formatDateTime(row.createdAt, language),
});
