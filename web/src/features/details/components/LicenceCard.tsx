import { ShieldAlert, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { advertiserTypeOf } from '#contract/advertiser-type';
import type { Language } from '#contract/common';
import type { PropertyDetail } from '#contract/properties';
import { formatArea, formatDate, formatPrice } from '#web/lib/formatting/format';

type Licence = NonNullable<PropertyDetail['adLicence']>;

/**
 * The REGA advertising licence (رقم ترخيص الإعلان): its number, a QR code opening the authority's page
 * for it, and "licensed" only when the authority said so. The authority's own area and price are
 * shown where they differ from the ad's.
 */
export function LicenceCard({
  property,
}: {
  property: Pick<PropertyDetail, 'adLicence' | 'area' | 'price' | 'currency'>;
}) {
  const { t, i18n } = useTranslation();
  const licence = property.adLicence;
  if (!licence) return null;
  const language = i18n.language as Language;
  const Icon = licence.verified ? ShieldCheck : ShieldAlert;
  const differs = {
    area: licence.area !== null && licence.area !== property.area,
    price: licence.price !== null && licence.price !== property.price,
  };
  return (
    <section
      aria-labelledby="licence-title"
      className="space-y-4 rounded-2xl border border-line bg-surface-raised p-5"
    >
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden
          className={`mt-0.5 size-6 shrink-0 ${licence.verified ? 'text-brand' : 'text-amber-600'}`}
        />
        <div className="min-w-0 flex-1">
          <h2 id="licence-title" className="text-sm text-ink-muted">
            {t('details.licence.title')}
          </h2>
          <p dir="ltr" className="text-lg font-bold tracking-wide rtl:text-end">
            {licence.number}
          </p>
          <LicenceStatus licence={licence} />
        </div>
        <a
          href={licence.verifyUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-brand"
        >
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(licence.qrSvg)}`}
            alt={t('details.licence.qr')}
            width={88}
            height={88}
            className="size-22 rounded-lg bg-white p-1"
          />
        </a>
      </div>
      <LicenceFacts licence={licence} language={language} />
      {(differs.area || differs.price) && (
        <div className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-bold">{t('details.licence.differs')}</p>
          <dl className="mt-1 space-y-1">
            {differs.area && licence.area !== null && (
              <Fact label={t('details.licence.authorityArea')} value={formatArea(licence.area, language)} />
            )}
            {differs.price && licence.price !== null && (
              <Fact
                label={t('details.licence.authorityPrice')}
                value={formatPrice(licence.price, property.currency, language)}
              />
            )}
          </dl>
        </div>
      )}
      <a
        href={licence.verifyUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-block text-sm font-bold text-brand hover:underline"
      >
        {t('details.licence.verify')}
      </a>
    </section>
  );
}

function LicenceStatus({ licence }: { licence: Licence }) {
  const { t } = useTranslation();
  if (licence.verified) {
    return (
      <p className="text-sm">
        <span className="me-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-bold text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200">
          {t('details.licence.licensed')}
        </span>
        <span className="text-xs text-ink-muted">{t('details.licence.issuer')}</span>
      </p>
    );
  }
  const key =
    licence.state === 'expired'
      ? 'details.licence.expired'
      : licence.state === 'cancelled'
        ? 'details.licence.cancelled'
        : 'details.licence.notVerified';
  return <p className="text-sm font-bold text-amber-700 dark:text-amber-300">{t(key)}</p>;
}

/** The advertiser type in the reader's language; a word of the authority's we do not know is shown
 * as given, except Arabic on an English page. */
function useAdvertiserType(raw: string | null, language: Language): string | null {
  const { t } = useTranslation();
  const known = advertiserTypeOf(raw);
  if (known) return t(`details.licence.advertiserTypes.${known}`);
  return raw && (language === 'ar' || !ARABIC.test(raw)) ? raw : null;
}

const ARABIC = /[\u0600-\u06FF]/;

function LicenceFacts({ licence, language }: { licence: Licence; language: Language }) {
  const { t } = useTranslation();
  const type = useAdvertiserType(licence.advertiserType, language);
  if (!licence.expiresAt && !licence.advertiserName && !type && !licence.deedNumber) return null;
  return (
    <dl className="space-y-1 border-t border-line pt-3 text-sm">
      {licence.expiresAt && (
        <Fact label={t('details.licence.expiresAt')} value={formatDate(licence.expiresAt, language)} />
      )}
      {licence.advertiserName && (
        <Fact label={t('details.licence.advertiser')} value={<bdi>{licence.advertiserName}</bdi>} />
      )}
      {type && <Fact label={t('details.licence.advertiserType')} value={type} />}
      {licence.deedNumber && <Fact label={t('details.licence.deedNumber')} value={licence.deedNumber} ltr />}
    </dl>
  );
}

function Fact({ label, value, ltr = false }: { label: string; value: ReactNode; ltr?: boolean }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd dir={ltr ? 'ltr' : undefined} className="font-bold">
        {value}
      </dd>
    </div>
  );
}
