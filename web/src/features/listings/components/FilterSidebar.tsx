import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { countPanelFilters, withoutPanelFilters } from '../filters/list-state';
import { isDesktopNow, useIsDesktop } from '../hooks/use-is-desktop';
import type { ListFiltersApi } from '../hooks/use-list-filters';
import { ClearFiltersButton } from './ClearFiltersButton';

/** Where the fields will be, the height they take, until the browser knows it is on a desktop. */
const panelPlaceholder = <div aria-hidden className="h-[34rem] rounded-xl bg-line/40" />;

// A phone never shows this panel (its filters open in a sheet): it downloads the fields only when the
// sheet opens. A desktop asks for them as the page starts, beside its own code.
const loadPanel = () => import('./FiltersPanel');
if (isDesktopNow()) void loadPanel().catch(() => undefined);
// Without its code (offline) the side panel keeps its placeholder; the list works on.
const FiltersPanel = lazy(() =>
  loadPanel().then(
    ({ FiltersPanel }) => ({ default: FiltersPanel }),
    () => ({ default: () => panelPlaceholder }),
  ),
);

/**
 * Desktop (≥1024 px): the filters beside the results, applied as they change. The server renders the
 * panel's frame and heading; the fields come once the browser knows it is on a desktop.
 */
export function FilterSidebar({ list }: { list: ListFiltersApi }) {
  const { t } = useTranslation();
  const headingId = useId();
  const isDesktop = useIsDesktop();
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
        {isDesktop ? (
          <Suspense fallback={panelPlaceholder}>
            <FiltersPanel
              filters={list.filters}
              category={list.category}
              onChange={list.setFilters}
              delay={600}
            />
          </Suspense>
        ) : (
          panelPlaceholder
        )}
      </div>
    </aside>
  );
}
