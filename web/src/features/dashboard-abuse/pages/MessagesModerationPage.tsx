import { useTranslation } from 'react-i18next';
import type { DashboardMessage } from '#contract/dashboard/abuse';
import type { AbuseSort } from '../api';
import { AbuseList } from '../components/AbuseList';
import type { Column } from '#web/components/back-office/DataTable';
import { PersonCell } from '#web/components/back-office/PersonCell';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { MessagesModerationPage as Component };

/** Messages people sent each other about ads, hidden ones included, to hide the abusive ones. */
export function MessagesModerationPage() {
  const { t } = useTranslation();
  const columns: Column<DashboardMessage, AbuseSort>[] = [
    {
      id: 'message',
      header: t('dashboard.abuse.messages.message'),
      cell: (message) => (
        <span dir="auto" className="block min-w-48 max-w-md whitespace-pre-line break-words">
          {message.body}
        </span>
      ),
    },
    {
      id: 'sender',
      header: t('dashboard.abuse.messages.from'),
      cell: (message) => <PersonCell name={message.sender.fullName} phone={message.sender.phoneNumber} />,
    },
    {
      id: 'receiver',
      header: t('dashboard.abuse.messages.to'),
      cell: (message) => <PersonCell name={message.receiver.fullName} phone={message.receiver.phoneNumber} />,
    },
  ];
  return <AbuseList kind="messages" hidePermission="Comments.Delete" columns={columns} />;
}
