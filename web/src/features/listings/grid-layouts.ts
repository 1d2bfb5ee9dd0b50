import type { GridLayout } from '#web/components/catalogue/PropertyGrid';

/**
 * The lists' grids with the card widths that follow (docs/decisions/0012-responsive-photos.md). Below
 * 1024 px every list is the page less its padding: one column, then two from 640 px.
 */
const PHONE_AND_TABLET = '(min-width: 640px) calc(50vw - 26px), calc(100vw - 32px)';

/** /recidence, /industry, /AllFeatureProperty: max-w-7xl beside the 18rem filters (gap 2rem). */
export const CATEGORY_GRID: GridLayout = {
  columns: 'sm:grid-cols-2 xl:grid-cols-3',
  photoSizes: `(min-width: 1280px) 296px, (min-width: 1024px) calc(50vw - 186px), ${PHONE_AND_TABLET}`,
};

/**
 * /search from 1024 px: max-w-[96rem] with 1.5rem padding; the filters (18rem), the list and the map
 * (34% of the row) with 1.5rem gaps. One column beside the map, then two from 1280 px.
 */
export const GRID_BESIDE_MAP: GridLayout = {
  columns: 'sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2',
  photoSizes: `(min-width: 1536px) 313px, (min-width: 1280px) calc(33vw - 194px), (min-width: 1024px) calc(66vw - 368px), ${PHONE_AND_TABLET}`,
};

/** /search when the map could not load: the list takes the map's room, two then three columns. */
export const GRID_WITHOUT_MAP: GridLayout = {
  columns: 'sm:grid-cols-2 xl:grid-cols-3',
  photoSizes: `(min-width: 1536px) 379px, (min-width: 1280px) calc(33vw - 133px), (min-width: 1024px) calc(50vw - 190px), ${PHONE_AND_TABLET}`,
};
