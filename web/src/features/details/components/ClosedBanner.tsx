import { BadgeCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';

/** A sold or rented ad, still reachable by its link for a while: says so before anything else. */
export function ClosedBanner({ status }: { status: PropertyDetail['status'] }) {
  const { t } = useTranslation();
  if (status !== 'sold' && status !== 'rented') return null;
  return (
    <section
      aria-labelledby="closed-title"
      className="mt-4 flex items-start gap-3 rounded-2xl border border-sky-300 bg-sky-50 p-4 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-100"
    >
      <BadgeCheck aria-hidden className="mt-0.5 size-6 shrink-0" />
      <div>
        <h2 id="closed-title" className="text-lg font-bold">
          {t(`details.closed.${status}`)}
        </h2>
        <p className="mt-1 text-sm">{t('details.closed.body')}</p>
      </div>
    </section>
  );
}
