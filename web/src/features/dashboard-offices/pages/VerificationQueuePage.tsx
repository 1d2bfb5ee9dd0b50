import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  verificationKinds,
  type VerificationKind,
  type VerificationQueueItem,
} from '#contract/dashboard/offices';
import type { Column } from '#web/components/back-office/DataTable';
import { ListPage } from '#web/components/back-office/ListPage';
import { rowButton } from '#web/components/back-office/row-buttons';
import { useListState } from '#web/components/back-office/use-list-state';
import { Badge } from '#web/components/ui/Badge';
import { FilterSelect } from '#web/components/ui/filters/FilterSelect';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useCan } from '#web/lib/session/staff-session';
import { useVerificationQueue } from '../api';
import { LicenceBadge, OfficeStatusBadge } from '../components/OfficeBadges';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { VerificationQueuePage as Component };

/**
 * What needs a look, newest first: identity checks that failed (an ID's kind and last four digits,
 * never the number), offices whose FAL licence lapsed, offices waiting for review. Read-only: each
 * row links to where staff act.
 */
export function VerificationQueuePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const list = useListState<'newest', { kind?: VerificationKind }>('newest');
  const queue = useVerificationQueue(list.params, list.filters.kind);

  const columns: Column<VerificationQueueItem, 'newest'>[] = [
    {
      id: 'kind',
      header: t('dashboard.offices.queue.kind'),
      cell: (item) => <Badge tone="muted" label={t(`dashboard.offices.queue.kinds.${item.kind}`)} />,
    },
    {
      id: 'subject',
      header: t('dashboard.offices.queue.subject'),
      cell: (item) => <Subject item={item} />,
    },
    {
      id: 'state',
      header: t('dashboard.offices.queue.state'),
      cell: (item) =>
        item.identity ? (
          <Badge tone="bad" label={t(`dashboard.offices.queue.identityStates.${item.identity.state}`)} />
        ) : item.office ? (
          <span className="flex flex-wrap gap-1">
            <LicenceBadge state={item.office.falState} />
            <OfficeStatusBadge office={{ status: item.office.status, suspensionReason: null }} />
          </span>
        ) : null,
    },
    {
      id: 'date',
      header: t('dashboard.offices.queue.date'),
      className: 'whitespace-nowrap',
      cell: (item) => formatDateTime(item.at, language),
    },
    {
      id: 'open',
      header: t('dashboard.table.actions'),
      cell: (item) => {
        const target = item.identity
          ? can('Users.Read') && `/dashboard/users/${item.identity.userId}`
          : item.office && can('Offices.Read') && `/dashboard/offices/${String(item.office.id)}`;
        return target ? (
          <Link to={target} className={rowButton}>
            {t(item.identity ? 'dashboard.offices.queue.openUser' : 'dashboard.offices.queue.openOffice')}
          </Link>
        ) : null;
      },
    },
  ];

  return (
    <ListPage
      title={t('dashboard.nav.verifications')}
      columns={columns}
      rowKey={(item) => `${item.kind}:${item.id}`}
      query={queue}
      list={list}
      emptyText={t('dashboard.offices.queue.empty')}
      filters={
        <FilterSelect
          label={t('dashboard.offices.queue.kind')}
          className="w-full sm:w-56"
          value={list.filters.kind ?? ''}
          anyLabel={t('dashboard.filters.all')}
          options={verificationKinds.map((value) => ({
            value,
            label: t(`dashboard.offices.queue.kinds.${value}`),
          }))}
          onChange={(value) => list.filter({ kind: verificationKinds.find((kind) => kind === value) })}
        />
      }
    />
  );
}

function Subject({ item }: { item: VerificationQueueItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (item.identity) {
    const { identity } = item;
    return (
      <span className="flex min-w-44 flex-col">
        <bdi className="font-medium">{identity.name ?? t('dashboard.offices.noName')}</bdi>
        <span dir="ltr" className="text-start text-sm text-ink-muted">
          {identity.phone}
        </span>
        <span className="text-sm text-ink-muted">
          {t(`dashboard.offices.queue.idKinds.${identity.idKind}`, { last4: identity.idLast4 })}
        </span>
      </span>
    );
  }
  if (!item.office) return null;
  return (
    <span className="flex min-w-44 flex-col">
      <bdi className="font-medium">{language === 'ar' ? item.office.nameAr : item.office.nameEn}</bdi>
      <span className="text-sm text-ink-muted">
        {t('dashboard.offices.queue.fal')} <span dir="ltr">{item.office.falNumber}</span>
      </span>
    </span>
  );
}
