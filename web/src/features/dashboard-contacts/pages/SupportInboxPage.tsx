import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardContact } from '#contract/dashboard/contacts';
import { Badge } from '#web/components/ui/Badge';
import { useContactList, type ContactSort } from '../api';
import { StateFilter } from '#web/components/back-office/StateFilter';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { ListPage } from '#web/components/back-office/ListPage';
import { PersonCell } from '#web/components/back-office/PersonCell';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { SupportInboxPage as Component };

const firstLine = (text: string) => text.split('\n', 1)[0] ?? '';

/** Messages from the contact-us page; the ones not handled yet open first. */
export function SupportInboxPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListState<ContactSort, { handled?: boolean }>('newest', { handled: false });
  const messages = useContactList(list.params, list.filters.handled);

  const columns: Column<DashboardContact, ContactSort>[] = [
    {
      id: 'message',
      header: t('dashboard.support.message'),
      cell: (message) => (
        <Link
          to={`/dashboard/support/${message.id}`}
          className="flex min-w-48 max-w-md flex-col hover:underline"
          aria-label={t('dashboard.support.open', { name: message.fullName })}
        >
          {message.subject && (
            <span dir="auto" className="font-medium">
              {message.subject}
            </span>
          )}
          <span dir="auto" className="line-clamp-2 text-ink-muted">
            {firstLine(message.message)}
          </span>
        </Link>
      ),
    },
    {
      id: 'sender',
      header: t('dashboard.support.sender'),
      cell: (message) => <PersonCell name={message.fullName} phone={message.phoneNumber} />,
    },
    createdColumn('received', t('dashboard.support.received'), language),
    {
      id: 'status',
      header: t('dashboard.support.status'),
      cell: (message) => (
        <Badge
          tone={message.isHandled ? 'good' : 'waiting'}
          label={message.isHandled ? t('dashboard.support.handled') : t('dashboard.support.new')}
        />
      ),
    },
    { id: 'notes', header: t('dashboard.support.notes'), cell: (message) => message.notesCount },
  ];

  return (
    <ListPage
      title={t('dashboard.nav.support')}
      columns={columns}
      rowKey={(message) => message.id}
      query={messages}
      list={list}
      emptyText={t('dashboard.support.empty')}
      searchLabel={t('dashboard.support.search')}
      filters={
        <StateFilter
          label={t('dashboard.support.status')}
          falseLabel={t('dashboard.support.new')}
          trueLabel={t('dashboard.support.handled')}
          value={list.filters.handled}
          onChange={(handled) => list.filter({ handled })}
        />
      }
    />
  );
}
