import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModerationDetail } from '#contract/dashboard/properties';

/**
 * The numbers the public calls or messages, and the ad licence number as the owner typed it.
 * `licenseVerification` shows what the authority said about it (the licence verification adds it).
 */
export function ContactAndLicense({
  ad,
  licenseVerification,
}: {
  ad: ModerationDetail;
  licenseVerification?: ReactNode;
}) {
  const { t } = useTranslation();
  const rows: [string, ReactNode][] = [
    [t('dashboard.properties.contactPhone'), <Number key="phone" value={ad.contactPhone} />],
    [t('dashboard.properties.whatsapp'), <Number key="whatsapp" value={ad.whatsapp} />],
    [
      t('dashboard.properties.licenseNumber'),
      ad.adLicenseNumber ? (
        <span dir="ltr" className="font-mono">
          {ad.adLicenseNumber}
        </span>
      ) : (
        <span className="text-amber-800 dark:text-amber-300">{t('dashboard.properties.noLicense')}</span>
      ),
    ],
  ];
  return (
    <>
      <dl className="flex flex-col gap-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      {licenseVerification}
    </>
  );
}

/** A number as the public sees it (the owner's card links the owner's own for calling). */
function Number({ value }: { value: string | null }) {
  const { t } = useTranslation();
  if (!value) return <span className="text-ink-muted">{t('dashboard.properties.noNumber')}</span>;
  return (
    <span dir="ltr" className="inline-block">
      {value}
    </span>
  );
}
