import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { DashboardOffice } from '#contract/dashboard/offices';
import { BackLink } from '#web/components/back-office/BackLink';
import { DetailCard } from '#web/components/back-office/DetailCard';
import { DetailGate } from '#web/components/back-office/DetailGate';
import { FactList } from '#web/components/back-office/FactList';
import { PageHeading } from '#web/components/back-office/PageHeading';
import { buttonLook } from '#web/components/ui/Button';
import { StatusBadge } from '#web/entities/moderated-ad/components/StatusBadge';
import { formatDateTime } from '#web/lib/formatting/date-time';
import { formatNumber } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { useCan } from '#web/lib/session/staff-session';
import { useOffice } from '../api';
import { OfficeActions } from '../components/OfficeActions';
import { OfficeEvents } from '../components/OfficeEvents';
import { LicenceBadge, OfficeStatusBadge } from '../components/OfficeBadges';

export { RouteError as ErrorBoundary } from '#web/components/route-error/RouteError';
export { OfficeDetailPage as Component };

const LIST_PATH = '/dashboard/offices';

/** One office: its licence, people, ads and audit, with approve, suspend and reinstate. */
export function OfficeDetailPage() {
  const { t } = useTranslation();
  const office = useOffice(Number(useParams().id));
  if (!office.data) {
    return <DetailGate query={office} backTo={LIST_PATH} backLabel={t('dashboard.offices.backToList')} />;
  }
  return <OfficeDetail office={office.data} />;
}

function OfficeDetail({ office }: { office: DashboardOffice }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const name = language === 'ar' ? office.nameAr : office.nameEn;
  const adsTotal = office.ads.reduce((sum, { count }) => sum + count, 0);

  return (
    <>
      <BackLink to={LIST_PATH} label={t('dashboard.offices.backToList')} />
      <PageHeading title={name} actions={<OfficeActions office={office} name={name} />} />
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <OfficeStatusBadge office={office} />
        <LicenceBadge state={office.falState} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-4">
          <DetailCard title={t('dashboard.offices.licenceTitle')}>
            <FactList
              facts={[
                { label: t('dashboard.offices.nameAr'), value: <bdi>{office.nameAr}</bdi> },
                { label: t('dashboard.offices.nameEn'), value: <bdi>{office.nameEn}</bdi> },
                { label: t('dashboard.offices.falNumber'), value: <span dir="ltr">{office.falNumber}</span> },
                {
                  label: t('dashboard.offices.holder'),
                  value: office.holderKind && t(`dashboard.offices.holders.${office.holderKind}`),
                },
                {
                  label: t('dashboard.offices.expires'),
                  value: office.falExpiresAt
                    ? formatDateTime(office.falExpiresAt, language)
                    : t('dashboard.offices.noExpiry'),
                },
                {
                  label: t('dashboard.offices.checked'),
                  value: formatDateTime(office.falCheckedAt, language),
                },
                { label: t('dashboard.offices.opened'), value: formatDateTime(office.createdAt, language) },
              ]}
            />
          </DetailCard>
          <DetailCard title={t('dashboard.offices.membersTitle')}>
            <ul className="flex flex-col divide-y divide-line">
              {office.members.map((member) => {
                const memberName =
                  (language === 'ar' ? member.nameAr : member.nameEn) ?? t('dashboard.offices.noName');
                return (
                  <li key={member.userId} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="flex flex-col">
                      {can('Users.Read') ? (
                        <Link
                          to={`/dashboard/users/${member.userId}`}
                          className="font-medium hover:underline"
                        >
                          <bdi>{memberName}</bdi>
                        </Link>
                      ) : (
                        <bdi className="font-medium">{memberName}</bdi>
                      )}
                      <span dir="ltr" className="text-start text-sm text-ink-muted">
                        {member.phone}
                      </span>
                    </span>
                    <span className="text-sm">{t(`dashboard.offices.roles.${member.role}`)}</span>
                  </li>
                );
              })}
            </ul>
          </DetailCard>
          <DetailCard title={t('dashboard.offices.eventsTitle')}>
            <OfficeEvents events={office.events} />
          </DetailCard>
        </div>
        <DetailCard title={t('dashboard.offices.adsTitle')}>
          {office.ads.length === 0 ? (
            <p className="text-ink-muted">{t('dashboard.offices.noAds')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {office.ads.map(({ status, count }) => (
                <li key={status} className="flex items-center justify-between gap-3">
                  <StatusBadge status={status} />
                  <span className="font-medium">{formatNumber(count, language)}</span>
                </li>
              ))}
            </ul>
          )}
          {adsTotal > 0 && can('Properties.View') && (
            <Link
              to={`/dashboard/properties?office=${String(office.id)}`}
              className={`${buttonLook()} mt-4 w-full`}
            >
              {t('dashboard.offices.openAds')}
            </Link>
          )}
        </DetailCard>
      </div>
    </>
  );
}
