import { useTranslation } from 'react-i18next';
import { officeCan, type OfficeRole, type PublicOffice } from '#contract/offices';
import { Badge, type BadgeTone } from '#web/components/ui/Badge';
import { formatDate } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { LogoControls } from './LogoControls';
import { OfficeMark } from '#web/entities/office/components/OfficeMark';
import { panelClass } from './panel';

const STATUS_TONES: Record<PublicOffice['status'], BadgeTone> = {
  active: 'good',
  pendingReview: 'waiting',
  suspended: 'bad',
};

/** The office: logo, names, FAL licence and whether it is valid, its status and the reader's role. */
export function OfficeHeader({ office, role }: { office: PublicOffice; role: OfficeRole }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const other = language === 'ar' ? office.nameEn : office.nameAr;
  return (
    <header className={panelClass} data-testid="office-header">
      <div className="flex items-start gap-4">
        <OfficeMark
          name={office.name}
          logoUrl={office.logoUrl}
          logoAlt={t('offices.logo.alt', { name: office.name })}
          className="size-20 text-2xl"
        />
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold sm:text-3xl">
            <bdi>{office.name}</bdi>
          </h1>
          <p className="text-ink-muted">
            <bdi lang={language === 'ar' ? 'en' : 'ar'}>{other}</bdi>
          </p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Badge tone={STATUS_TONES[office.status]} label={t(`offices.status.${office.status}`)} />
            <Badge
              tone={office.licensed ? 'good' : 'bad'}
              label={office.licensed ? t('offices.licensed') : t('offices.notLicensed')}
            />
            <Badge tone="done" label={t('offices.yourRole', { role: t(`offices.roles.${role}`) })} />
          </div>
        </div>
      </div>
      <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <span>
          <span className="text-ink-muted">{t('offices.fal')}:</span>{' '}
          <span dir="ltr">{office.falNumber}</span>
        </span>
        {office.falExpiresAt && (
          <span className="text-ink-muted">
            {t('offices.falExpires', { date: formatDate(office.falExpiresAt, language) })}
          </span>
        )}
      </p>
      {office.status !== 'active' && (
        <p
          className={`mt-4 rounded-lg p-3 text-sm ${office.status === 'suspended' ? 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200' : 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200'}`}
        >
          {t(`offices.statusBody.${office.status}`)}
        </p>
      )}
      {officeCan(role, 'changeLogo') && (
        <div className="mt-4 border-t border-line pt-4">
          <LogoControls officeId={office.id} hasLogo={office.logoUrl !== null} />
        </div>
      )}
    </header>
  );
}
