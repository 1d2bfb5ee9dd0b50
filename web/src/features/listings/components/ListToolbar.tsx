import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '#web/lib/browser/notify';
import { countPanelFilters } from '../filters/list-state';
import { useIsDesktop } from '../hooks/use-is-desktop';
import type { ListFiltersApi } from '../hooks/use-list-filters';
import type { ListScreen } from '../list-kinds';
import { CategorySwitch } from './CategorySwitch';
import type { FilterSheetProps } from './FilterSheet';
import { FiltersButton } from './FiltersButton';
import { SaveSearchButton } from './SaveSearchButton';
import { SearchField } from './SearchField';
import { SortSelect } from './SortSelect';

// Phones only, and only once "Filters" is pressed (fetched from the first touch): not part of the
// list's first paint.
const loadFilterSheet = () => import('./FilterSheet');
const FilterSheet = lazy<ComponentType<FilterSheetProps>>(() =>
  loadFilterSheet().then(
    ({ FilterSheet }) => ({ default: FilterSheet }),
    () => ({ default: FilterSheetUnavailable }),
  ),
);

/** Fetched ahead of the press; a failure is told when the sheet is opened, not here. */
function preloadFilterSheet() {
  loadFilterSheet().catch(() => undefined);
}

/** The sheet's code could not be downloaded (offline): say so instead of the sheet. */
function FilterSheetUnavailable({ onClose }: FilterSheetProps) {
  const { t } = useTranslation();
  useEffect(() => {
    notify.error(t('errors.network'));
    onClose();
  }, [onClose, t]);
  return null;
}

interface ListToolbarProps {
  screen: ListScreen;
  list: ListFiltersApi;
}

/** Text search, category switch, sort, and on phones the filters button. */
export function ListToolbar({ screen, list }: ListToolbarProps) {
  const [sheetOpen, setSheetOpen] = useState(false);
  // From 1024 px the side panel takes over; a sheet left open would keep the page inert.
  const isDesktop = useIsDesktop();
  return (
    <div className="@container mb-4 flex flex-col gap-3">
      <div className="flex flex-col gap-3 @lg:flex-row">
        <SearchField value={list.filters.Query} onSearch={(Query) => list.setFilters({ Query })} />
        <div className="flex items-center gap-2">
          <FiltersButton
            active={countPanelFilters(list.filters)}
            onIntent={preloadFilterSheet}
            onOpen={() => setSheetOpen(true)}
          />
          <SortSelect
            value={list.sortBy}
            hasQuery={list.filters.Query !== undefined}
            onChange={list.setSort}
          />
          <SaveSearchButton
            filters={{
              ...list.filters,
              ...(screen.category === undefined ? {} : { Category: screen.category }),
            }}
          />
        </div>
      </div>
      {screen.category === undefined && (
        <CategorySwitch
          value={list.filters.Category}
          onChange={(Category) => list.setFilters({ Category })}
        />
      )}
      {sheetOpen && !isDesktop && (
        <Suspense>
          <FilterSheet screen={screen} list={list} onClose={() => setSheetOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
