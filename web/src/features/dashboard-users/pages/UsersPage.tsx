import { useTranslation } from 'react-i18next';
import { Badge } from '#web/components/ui/Badge';
import { Link } from 'react-router';
import type { DashboardUser } from '#contract/dashboard/users';
import { useUserList, type UserSort } from '../api';
import { StateFilter } from '#web/components/back-office/StateFilter';
import type { Column } from '#web/components/back-office/DataTable';
import { createdColumn } from '#web/components/back-office/created-column';
import { ListPage } from '#web/components/back-office/ListPage';
import { useCan } from '#web/lib/session/staff-session';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useListState } from '#web/components/back-office/use-list-state';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { UsersPage as Component };

/** Website accounts: search by name, email or phone; each opens its profile, ads and block. */
export function UsersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const list = useListState<UserSort, { isBlocked?: boolean }>('newest');
  const users = useUserList(list.params, list.filters.isBlocked);

  const columns: Column<DashboardUser, UserSort>[] = [
    {
      id: 'name',
      header: t('dashboard.users.name'),
      sort: { ascending: 'nameAsc', descending: 'nameDesc' },
      cell: (user) => {
        const name = user.fullName ?? t('dashboard.users.noName');
        return can('Users.Read') ? (
          <Link
            to={`/dashboard/users/${user.id}`}
            className="font-medium hover:underline"
            aria-label={t('dashboard.users.open', { name })}
          >
            {name}
          </Link>
        ) : (
          <span className="font-medium">{name}</span>
        );
      },
    },
    {
      id: 'phone',
      header: t('dashboard.users.phone'),
      className: 'whitespace-nowrap',
      cell: (user) => <span dir="ltr">{user.phoneNumber}</span>,
    },
    {
      id: 'email',
      header: t('dashboard.users.email'),
      cell: (user) => (user.email ? <span dir="ltr">{user.email}</span> : '—'),
    },
    { id: 'ads', header: t('dashboard.users.ads'), cell: (user) => user.propertiesCount },
    createdColumn('joined', t('dashboard.users.joined'), language),
    {
      id: 'status',
      header: t('dashboard.users.status'),
      cell: (user) => (
        <Badge
          tone={user.isBlocked ? 'bad' : 'good'}
          label={user.isBlocked ? t('dashboard.users.blocked') : t('dashboard.users.active')}
        />
      ),
    },
  ];

  return (
    <ListPage
      title={t('dashboard.nav.users')}
      columns={columns}
      rowKey={(user) => user.id}
      query={users}
      list={list}
      emptyText={t('dashboard.users.empty')}
      searchLabel={t('dashboard.users.search')}
      filters={
        <StateFilter
          label={t('dashboard.users.status')}
          falseLabel={t('dashboard.users.active')}
          trueLabel={t('dashboard.users.blocked')}
          value={list.filters.isBlocked}
          onChange={(isBlocked) => list.filter({ isBlocked })}
        />
      }
    />
  );
}
