import { useTranslation } from 'react-i18next';
import type { PropertyDetail } from '#contract/properties';
import type { Language } from '#contract/common';
import { factRows } from '#web/entities/catalogue/fact-rows';
import { lastCellSpan } from './last-cell-span';

/** The facts of the ad as a definition list: two columns on phones, three on wider
 * screens, the last fact stretched over what its row leaves empty. */
export function FactsSection({ property }: { property: PropertyDetail }) {
  const { t, i18n } = useTranslation();
  const rows = factRows(property, t, i18n.language as Language);
  return (
    <section aria-labelledby="facts-title">
      <h2 id="facts-title" className="text-xl font-bold">
        {t('details.facts.title')}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-line bg-line sm:grid-cols-3">
        {rows.map((row, index) => (
          <div
            key={row.key}
            className={`bg-surface-raised px-4 py-3 ${index === rows.length - 1 ? lastCellSpan(rows.length) : ''}`}
          >
            <dt className="text-sm text-ink-muted">{row.label}</dt>
            <dd className="mt-0.5 font-bold">{row.ltr ? <span dir="ltr">{row.value}</span> : row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
