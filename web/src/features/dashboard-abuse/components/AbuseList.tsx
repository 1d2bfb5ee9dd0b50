import { useTranslation } from 'react-i18next';
import type { DashboardPermission } from '#contract/dashboard/permissions';
import { useAbuseList, type AbuseItem, type AbuseKind, type AbuseSort } from '../api';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';
import { AdLink } from '#web/components/back-office/AdLink';
import { HideButton } from './AbuseHideButton';
import { StateFilter } from '#web/components/back-office/StateFilter';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { ListPage } from '#web/components/back-office/ListPage';
import { Badge } from '#web/components/ui/Badge';

/**
 * The reviews or property messages screen: the kind's own columns, then the ad, the date, the
 * shown/hidden state and, with the permission that hides, the hide or show-again button.
 */
export function AbuseList<K extends AbuseKind>({
  kind,
  hidePermission,
  columns,
}: {
  kind: K;
  hidePermission: DashboardPermission;
  columns: Column<AbuseItem<K>, AbuseSort>[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const list = useListState<AbuseSort, { hidden?: boolean }>('newest');
  const items = useAbuseList(kind, list.params, list.filters.hidden);

  const shared: Column<AbuseItem<K>, AbuseSort>[] = [
    { id: 'ad', header: t('dashboard.abuse.ad'), cell: (item) => <AdLink ad={item.property} /> },
    createdColumn('date', t('dashboard.abuse.date'), language),
    {
      id: 'state',
      header: t('dashboard.abuse.state'),
      cell: (item) =>
        item.isHidden ? (
          <span className="flex min-w-28 flex-col items-start gap-1">
            <Badge tone="bad" label={t('dashboard.abuse.hidden')} />
            {item.hiddenReason && (
              <span dir="auto" className="text-xs text-ink-muted">
                {item.hiddenReason}
              </span>
            )}
          </span>
        ) : (
          <Badge tone="good" label={t('dashboard.abuse.shown')} />
        ),
    },
  ];
  const actions: Column<AbuseItem<K>, AbuseSort>[] = can(hidePermission)
    ? [
        {
          id: 'actions',
          header: t('dashboard.table.actions'),
          cell: (item) => <HideButton kind={kind} id={item.id} hidden={item.isHidden} />,
        },
      ]
    : [];

  return (
    <ListPage
      title={t(`dashboard.nav.${kind}`)}
      columns={[...columns, ...shared, ...actions]}
      rowKey={(item) => item.id}
      query={items}
      list={list}
      emptyText={t(`dashboard.abuse.${kind}.empty`)}
      searchLabel={t(`dashboard.abuse.${kind}.search`)}
      filters={
        <StateFilter
          label={t('dashboard.abuse.state')}
          falseLabel={t('dashboard.abuse.shown')}
          trueLabel={t('dashboard.abuse.hidden')}
          value={list.filters.hidden}
          onChange={(hidden) => list.filter({ hidden })}
        />
      }
    />
  );
}
