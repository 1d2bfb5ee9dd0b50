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
    [t('dashboard.properties.contactPhone'), <Number key="phone" value={ad.contactPhone} scheme="tel" />],
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

function Number({ value, scheme }: { value: string | null; scheme?: 'tel' }) {
  const { t } = useTranslation();
  if (!value) return <span className="text-ink-muted">{t('dashboard.properties.noNumber')}</span>;
  return scheme ? (
    <a href={`${scheme}:${value}`} dir="ltr" className="inline-block hover:underline">
      {value}
    </a>
  ) : (
    <span dir="ltr" className="inline-block">
      {value}
    </span>
  );
}
