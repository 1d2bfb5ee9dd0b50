import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The REGA advertising licence (رقم ترخيص الإعلان), shown on every ad that has one. */
export function LicenceCard({ number }: { number: string | null }) {
  const { t } = useTranslation();
  if (!number) return null;
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-line bg-surface-raised p-5">
      <ShieldCheck aria-hidden className="mt-0.5 size-6 shrink-0 text-brand" />
      <div>
        <p className="text-sm text-ink-muted">{t('details.licence.title')}</p>
        <p dir="ltr" className="text-lg font-bold tracking-wide rtl:text-end">
          {number}
        </p>
        <p className="text-xs text-ink-muted">{t('details.licence.issuer')}</p>
      </div>
    </div>
  );
}
