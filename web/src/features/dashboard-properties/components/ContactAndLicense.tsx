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
    // Every ad has a number to call: none here means the owner's, hidden from this staff member.
    [t('dashboard.properties.contactPhone'), <Number key="phone" value={ad.contactPhone} hidden />],
    [
      t('dashboard.properties.whatsapp'),
      <Number key="whatsapp" value={ad.whatsapp} hidden={ad.hasWhatsapp} />,
    ],
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

/**
 * A number as the public sees it (the owner's card links the owner's own for calling). `hidden`: a
 * missing number is one the server kept back (an owner's, without `Users.Read`), not one that is absent.
 */
function Number({ value, hidden = false }: { value: string | null; hidden?: boolean }) {
  const { t } = useTranslation();
  if (!value && hidden) {
    return (
      <span className="text-sm font-normal text-ink-muted">{t('dashboard.properties.numbersHidden')}</span>
    );
  }
  if (!value) return <span className="text-ink-muted">{t('dashboard.properties.noNumber')}</span>;
  return (
    <span dir="ltr" className="inline-block">
      {value}
    </span>
  );
}
