import { BadgeCheck, CalendarDays, ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Language } from '#contract/common';
import type { PublicOffice } from '#contract/offices';
import { formatDate } from '#web/lib/formatting/format';
import { OfficeMark } from '#web/entities/office/components/OfficeMark';

/** Month and year, as "member since" reads. */
const monthOf = (iso: string, language: Language) =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-SA-u-ca-gregory-nu-latn' : 'en-GB', {
    month: 'long',
    year: 'numeric',
  }).format(new Date(iso));

/** The office's name, its FAL licence and whether it is valid now, and since when it is on the site. */
export function OfficeHeader({ office }: { office: PublicOffice }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return (
    <header className="rounded-2xl border border-line bg-surface-raised p-5 shadow-sm sm:p-6">
      <div className="flex items-center gap-4 sm:gap-5">
        <OfficeMark
          name={office.name}
          logoUrl={office.logoUrl}
          logoAlt={t('officePage.logoAlt', { name: office.name })}
          className="size-16 text-xl sm:size-20 sm:text-2xl"
        />
        <div className="min-w-0">
          <p className="text-sm text-ink-muted">{t('officePage.kind')}</p>
          <h1 className="text-2xl font-bold wrap-break-word sm:text-3xl">
            <bdi data-user-content>{office.name}</bdi>
          </h1>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
            <CalendarDays aria-hidden className="size-4" />
            {t('officePage.memberSince', { date: monthOf(office.createdAt, language) })}
          </p>
        </div>
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-line pt-4">
        <p className="text-sm">
          {t('officePage.fal.number')}{' '}
          <span dir="ltr" className="font-bold">
            {office.falNumber}
          </span>
        </p>
        {office.licensed ? (
          <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700 dark:text-emerald-300">
            <BadgeCheck aria-hidden className="size-5" />
            {t('officePage.fal.valid')}
            {office.falExpiresAt && (
              <span className="font-normal text-ink-muted">
                {' '}
                · {t('officePage.fal.validUntil', { date: formatDate(office.falExpiresAt, language) })}
              </span>
            )}
          </p>
        ) : (
          <p className="flex items-center gap-1.5 text-sm font-medium text-red-700 dark:text-red-300">
            <ShieldAlert aria-hidden className="size-5" />
            {t('officePage.fal.lapsed')}
          </p>
        )}
      </div>
      {office.status === 'suspended' && (
        <p
          role="status"
          className="mt-4 rounded-xl bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {t('officePage.fal.suspended')}
        </p>
      )}
    </header>
  );
}
