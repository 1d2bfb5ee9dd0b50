import type { ReactNode } from 'react';
import { ListTable, type ListTableProps } from './ListTable';
import { PageHeading } from './PageHeading';

/** A back-office list screen: its heading, with its actions (New…), over its table, which it names. */
export function ListPage<T, Sort extends string>({
  title,
  actions,
  ...table
}: Omit<ListTableProps<T, Sort>, 'caption'> & { title: string; actions?: ReactNode }) {
  return (
    <>
      <PageHeading title={title} actions={actions} />
      <ListTable caption={title} {...table} />
    </>
  );
}
