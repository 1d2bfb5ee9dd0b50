import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/Badge';
import { buttonLook } from '#web/components/ui/Button';
import { MY_OFFICE_PATH, myOfficeQuery } from '../my-office';

/** The profile's line on the brokerage office: the one the reader belongs to and their role, or none. */
export function OfficeStatusRow() {
  const { t } = useTranslation();
  const mine = useQuery(myOfficeQuery());
  const office = mine.data?.office;
  const role = mine.data?.role;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3" data-testid="office-status">
      <div className="min-w-0 flex-1">
        <p className="text-sm text-ink-muted">{t('offices.profileRow.label')}</p>
        {mine.isPending ? (
          <p aria-busy className="mt-1 h-7 w-40 animate-pulse rounded bg-surface" />
        ) : office && role ? (
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <span className="text-lg font-medium" dir="auto">
              {office.name}
            </span>
            <Badge tone="done" label={t(`offices.roles.${role}`)} />
          </p>
        ) : (
          <p className="mt-1 text-sm text-ink-muted">{t('offices.profileRow.none')}</p>
        )}
      </div>
      {!mine.isPending && (
        <Link to={MY_OFFICE_PATH} className={buttonLook('secondary')}>
          {office ? t('offices.profileRow.manage') : t('offices.profileRow.open')}
        </Link>
      )}
    </div>
  );
}
