import { SlidersHorizontal } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { countPanelFilters, withoutPanelFilters } from '../filters/list-state';
import type { ListFiltersApi } from '../hooks/use-list-filters';
import { ClearFiltersButton } from './ClearFiltersButton';
import { FiltersPanel } from './FiltersPanel';

/** Desktop (≥1024 px): the filters beside the results, applied as they change. */
export function FilterSidebar({ list }: { list: ListFiltersApi }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <aside
      aria-labelledby={headingId}
      className="hidden w-72 shrink-0 lg:block lg:self-start lg:sticky lg:top-20"
    >
      <div className="max-h-[calc(100vh-6rem)] overflow-y-auto rounded-2xl border border-line bg-surface-raised p-5 shadow-sm">
        {/* The heading keeps one line; "clear filters" goes below it when the two do not fit side by side. */}
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-bold whitespace-nowrap">
            <SlidersHorizontal aria-hidden className="size-5 text-brand" />
            {t('listings.filters.title')}
          </h2>
          {countPanelFilters(list.filters) > 0 && (
            <div className="ms-auto">
              <ClearFiltersButton onClear={() => list.replaceFilters(withoutPanelFilters(list.filters))} />
            </div>
          )}
        </div>
        <FiltersPanel
          filters={list.filters}
          category={list.category}
          onChange={list.setFilters}
          delay={600}
        />
      </div>
    </aside>
  );
}
