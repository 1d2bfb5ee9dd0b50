import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useResultCount } from '#web/entities/catalogue/result-count';
import { ClearFiltersButton } from './ClearFiltersButton';

interface ResultsSummaryProps {
  /** Undefined until the first answer arrives. */
  total: number | undefined;
  /** The search has more matches than it counts: "أكثر من 1,000 عقار" / "1,000+ properties". */
  capped?: boolean;
  filtered: boolean;
  onClear: () => void;
  /** More controls at the end of the row (map area, list/map switch). */
  children?: ReactNode;
}

/** "n properties" (announced when it changes) and a way back to everything (the empty state has its own). */
export function ResultsSummary({ total, capped = false, filtered, onClear, children }: ResultsSummaryProps) {
  const { t } = useTranslation();
  const count = useResultCount();
  return (
    <div className="flex min-h-9 flex-wrap items-center gap-x-3 gap-y-2">
      <p role="status" className="me-auto font-medium text-ink-muted">
        {total === undefined
          ? t('catalogue.loading')
          : t('catalogue.results', { count: total, value: count(total, capped) })}
      </p>
      {filtered && total !== 0 && <ClearFiltersButton onClear={onClear} />}
      {children}
    </div>
  );
}
