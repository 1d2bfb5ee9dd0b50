import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { advertiserTypeOf } from '#contract/advertiser-type';
import type { AdLicenceState } from '#contract/properties';
import type { ModerationDetail } from '#contract/dashboard/properties';
import { Badge, type BadgeTone } from '#web/components/ui/Badge';
import { formatArea, formatDate, formatPrice } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';
import { formatDateTime } from '#web/lib/formatting/date-time';

const tones: Record<AdLicenceState, BadgeTone> = {
  valid: 'good',
  expired: 'bad',
  cancelled: 'bad',
  unknown: 'bad',
  ownerMismatch: 'bad',
};

/**
 * What the authority (REGA) last said of the ad's licence, beside the number the owner typed: its
 * state, when it was asked, and the licence's own facts, flagged where they differ from the ad's.
 */
export function LicenceVerification({ ad }: { ad: ModerationDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const licence = ad.adLicence;
  if (!licence) return null;
  const rows: [string, ReactNode][] = [];
  if (licence.checkedAt)
    rows.push([t('dashboard.properties.licence.checkedAt'), formatDateTime(licence.checkedAt, language)]);
  if (licence.expiresAt)
    rows.push([t('dashboard.properties.licence.expiresAt'), formatDate(licence.expiresAt, language)]);
  if (licence.advertiserName) {
    const type = advertiserTypeOf(licence.advertiserType);
    const typeText = type
      ? t(`dashboard.properties.licence.advertiserTypes.${type}`)
      : licence.advertiserType;
    rows.push([
      t('dashboard.properties.licence.advertiser'),
      typeText ? `${licence.advertiserName} (${typeText})` : licence.advertiserName,
    ]);
  }
  if (licence.deedNumber)
    rows.push([
      t('dashboard.properties.licence.deedNumber'),
      <span key="deed" dir="ltr">
        {licence.deedNumber}
      </span>,
    ]);
  if (licence.area !== null) {
    rows.push([
      t('dashboard.properties.licence.area'),
      <Compared key="area" differs={licence.area !== ad.area} text={formatArea(licence.area, language)} />,
    ]);
  }
  if (licence.price !== null) {
    rows.push([
      t('dashboard.properties.licence.price'),
      <Compared
        key="price"
        differs={licence.price !== ad.price}
        text={formatPrice(licence.price, ad.currency, language)}
      />,
    ]);
  }
  return (
    <div className="mt-3 border-t border-line pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-ink-muted">{t('dashboard.properties.licence.title')}</span>
        {licence.state ? (
          <Badge
            label={t(`dashboard.properties.licence.states.${licence.state}`)}
            tone={tones[licence.state]}
          />
        ) : (
          <Badge label={t('dashboard.properties.licence.notChecked')} tone="waiting" />
        )}
      </div>
      {rows.length > 0 && (
        <dl className="mt-2 flex flex-col gap-1.5 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-3">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

/** A licence fact, marked when the ad says otherwise (the reviewer compares, the public sees both). */
function Compared({ differs, text }: { differs: boolean; text: string }) {
  const { t } = useTranslation();
  if (!differs) return text;
  return (
    <span className="text-amber-800 dark:text-amber-300">
      {text} · {t('dashboard.properties.licence.differs')}
    </span>
  );
}
