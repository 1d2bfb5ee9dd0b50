import { useState } from 'react';
import { countPanelFilters } from '../filters/list-state';
import { useIsDesktop } from '../hooks/useIsDesktop';
import type { ListFiltersApi } from '../hooks/useListFilters';
import type { ListScreen } from '../list-kinds';
import { CategorySwitch } from './CategorySwitch';
import { FilterSheet } from './FilterSheet';
import { FiltersButton } from './FiltersButton';
import { SearchField } from './SearchField';
import { SortSelect } from './SortSelect';

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
          <FiltersButton active={countPanelFilters(list.filters)} onOpen={() => setSheetOpen(true)} />
          <SortSelect
            value={list.sortBy}
            hasQuery={list.filters.Query !== undefined}
            onChange={list.setSort}
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
        <FilterSheet screen={screen} list={list} onClose={() => setSheetOpen(false)} />
      )}
    </div>
  );
}
