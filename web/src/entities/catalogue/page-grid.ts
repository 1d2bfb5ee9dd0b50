import type { GridLayout } from './components/PropertyGrid';

/** A grid across a page's full width (max-w-7xl, px-4): 2, 3 and 4 columns. */
export const PAGE_GRID: GridLayout = {
  columns: 'sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  photoSizes:
    '(min-width: 1280px) 297px, (min-width: 1024px) calc(33vw - 24px), (min-width: 640px) calc(50vw - 26px), calc(100vw - 32px)',
};
