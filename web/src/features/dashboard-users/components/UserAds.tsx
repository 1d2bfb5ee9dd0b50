import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ModerationListItem } from '#contract/dashboard/properties';
import type { ModerationSort } from '#web/entities/moderated-ad/status';
import { useUserProperties } from '../api';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { ListTable } from '#web/components/back-office/ListTable';
import { StatusBadge } from '#web/entities/moderated-ad/components/StatusBadge';

/** One user's ads in every status, each opening its back-office page. */
export function UserAds({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const list = useListState<ModerationSort>('newest');
  const ads = useUserProperties(userId, list.params);

  const columns: Column<ModerationListItem, ModerationSort>[] = [
    {
      id: 'ad',
      header: t('dashboard.properties.ad'),
      cell: (ad) => (
        <Link to={`/dashboard/properties/${ad.id}`} className="flex flex-col hover:underline">
          <span className="font-medium">{ad.title}</span>
          <span className="text-xs text-ink-muted">{t('dashboard.properties.number', { id: ad.id })}</span>
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('dashboard.properties.status'),
      cell: (ad) => <StatusBadge status={ad.status} />,
    },
    createdColumn('created', t('dashboard.properties.created'), language),
  ];

  return (
    <ListTable
      caption={t('dashboard.users.adsTitle')}
      columns={columns}
      rowKey={(ad) => ad.id}
      query={ads}
      list={list}
      emptyText={t('dashboard.users.adsEmpty')}
    />
  );
}
