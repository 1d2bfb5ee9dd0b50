import { ChevronDown } from 'lucide-react';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from './Pagination';
import { SortHeader, type SortOrders } from './SortHeader';

export interface Column<T, Sort extends string> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The server's SortBy values for this column, when it sorts. */
  sort?: SortOrders<Sort>;
  className?: string;
}

interface DataTableProps<T, Sort extends string> {
  caption: string;
  columns: Column<T, Sort>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading: boolean;
  error?: string;
  emptyText: string;
  page: number;
  totalPages: number;
  totalCount: number;
  onPage: (page: number) => void;
  sort: Sort | undefined;
  onSort: (sort: Sort) => void;
  /** Filters above the table. */
  filters?: ReactNode;
  /** A row that opens to show more (the audit log's before and after). */
  expanded?: (row: T) => ReactNode;
  expandLabel?: (row: T) => string;
}

const SKELETON_ROWS = 5;

/**
 * Below 640 px each row is a card: its cells stacked, each under its column's name (`data-label`), so
 * the actions are in view without scrolling sideways; the header keeps only the sorting buttons.
 */
const CARD = {
  table: 'max-sm:block',
  headRow: 'max-sm:flex max-sm:flex-wrap max-sm:gap-1 max-sm:px-2 max-sm:py-1',
  plainHeader: 'max-sm:hidden',
  body: 'max-sm:block',
  row: 'max-sm:block max-sm:py-2',
  cell: 'max-sm:flex max-sm:flex-col max-sm:items-start max-sm:gap-1 max-sm:py-1.5 max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-ink-muted max-sm:before:content-[attr(data-label)] max-sm:empty:hidden',
  wholeRowCell: 'max-sm:block',
};

/** A server-side table: paging (PageNumber/PageSize), sortable headers with aria-sort, filters, states. */
export function DataTable<T, Sort extends string>(props: DataTableProps<T, Sort>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string | number>>(new Set());
  const columnCount = props.columns.length + (props.expanded ? 1 : 0);
  const toggle = (key: string | number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  let body: ReactNode;
  if (props.loading && !props.rows) {
    body = Array.from({ length: SKELETON_ROWS }, (_, index) => (
      <tr key={index} aria-hidden className={`border-t border-line ${CARD.row}`}>
        {Array.from({ length: columnCount }, (_, cell) => (
          <td key={cell} className={`px-3 py-3 ${CARD.wholeRowCell}`}>
            <div className="h-4 animate-pulse rounded bg-line" />
          </td>
        ))}
      </tr>
    ));
  } else if (props.error && !props.rows) {
    body = (
      <tr className={CARD.row}>
        <td
          colSpan={columnCount}
          role="alert"
          className={`px-3 py-10 text-center text-red-700 dark:text-red-300 ${CARD.wholeRowCell}`}
        >
          {props.error}
        </td>
      </tr>
    );
  } else if (!props.rows?.length) {
    body = (
      <tr className={CARD.row}>
        <td colSpan={columnCount} className={`px-3 py-10 text-center text-ink-muted ${CARD.wholeRowCell}`}>
          {props.emptyText}
        </td>
      </tr>
    );
  } else {
    body = props.rows.map((row) => {
      const key = props.rowKey(row);
      const isOpen = open.has(key);
      const detailsId = `row-${key}-details`;
      return (
        <Fragment key={key}>
          <tr className={`border-t border-line align-top hover:bg-surface ${CARD.row}`}>
            {props.expanded && (
              <td className={`w-10 px-2 py-2 ${CARD.wholeRowCell}`}>
                <button
                  type="button"
                  className="inline-flex size-8 items-center justify-center rounded-full hover:bg-line"
                  aria-expanded={isOpen}
                  aria-controls={isOpen ? detailsId : undefined}
                  aria-label={props.expandLabel?.(row) ?? t('dashboard.table.details')}
                  onClick={() => toggle(key)}
                >
                  <ChevronDown
                    aria-hidden
                    className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`}
                  />
                </button>
              </td>
            )}
            {props.columns.map((column) => (
              <td
                key={column.id}
                data-label={column.header}
                className={`px-3 py-3 ${column.className ?? ''} ${CARD.cell}`}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
          {props.expanded && isOpen && (
            <tr id={detailsId} className={`bg-surface ${CARD.row}`}>
              <td colSpan={columnCount} className={`px-3 py-3 ${CARD.wholeRowCell}`}>
                {/* Stays in view while a narrow screen scrolls the table sideways. */}
                <div className="sticky start-3 max-w-[calc(100vw-4rem)] lg:max-w-none">
                  {props.expanded(row)}
                </div>
              </td>
            </tr>
          )}
        </Fragment>
      );
    });
  }

  return (
    <section className="flex flex-col gap-3">
      {props.filters && (
        <div role="search" className="flex flex-wrap items-end gap-3">
          {props.filters}
        </div>
      )}
      <div
        className="relative overflow-x-auto rounded-[var(--radius-card)] border border-line bg-surface-raised"
        aria-busy={props.loading}
      >
        <table className={`w-full border-collapse text-start text-sm sm:min-w-[36rem] ${CARD.table}`}>
          <caption className="sr-only">{props.caption}</caption>
          <thead
            className={`bg-surface text-ink-muted ${props.columns.some((column) => column.sort) ? CARD.body : CARD.plainHeader}`}
          >
            <tr className={CARD.headRow}>
              {props.expanded && (
                <th scope="col" className={`w-10 ${CARD.plainHeader}`}>
                  <span className="sr-only">{t('dashboard.table.details')}</span>
                </th>
              )}
              {props.columns.map((column) =>
                column.sort ? (
                  <SortHeader
                    key={column.id}
                    label={column.header}
                    orders={column.sort}
                    current={props.sort}
                    onSort={props.onSort}
                  />
                ) : (
                  <th
                    key={column.id}
                    scope="col"
                    className={`whitespace-nowrap px-3 py-2 text-start font-medium ${CARD.plainHeader}`}
                  >
                    {column.header}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody className={CARD.body}>{body}</tbody>
        </table>
      </div>
      <Pagination
        page={props.page}
        totalPages={props.totalPages}
        totalCount={props.totalCount}
        onPage={props.onPage}
      />
    </section>
  );
}
