import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertyListItem, SearchResults } from '#contract/properties';
import type { PropertyMap } from '#contract/property-map';
import { FilterSheet } from '../src/features/listings/components/FilterSheet';
import { ResultsSummary } from '../src/features/listings/components/ResultsSummary';
import type { ListFiltersApi } from '../src/features/listings/hooks/use-list-filters';
import { LIST_SCREENS } from '../src/features/listings/list-kinds';
import { MapPanel } from '../src/features/listings/map/MapPanel';
import type { SearchMapProps } from '../src/features/listings/map/SearchMap';
import { setLanguage } from '../src/lib/i18n/i18n';
import { page, renderRoutes } from './support/render';

// Leaflet has no place in jsdom; the line above the map is what these tests read. The stand-in tells
// the view a map of Saudi Arabia would, once.
vi.mock('../src/features/listings/map/SearchMap', async () => {
  const { useEffect } = await import('react');
  function SearchMapStandIn({ onViewChange }: SearchMapProps) {
    useEffect(() => {
      onViewChange({ box: { minLat: 16.5, maxLat: 31, minLng: 35.5, maxLng: 55.25 }, zoom: 5 });
    }, [onViewChange]);
    return <div>map</div>;
  }
  return { default: SearchMapStandIn };
});

/**
 * A search past the API's window of 1,000 matches answers `totalDataCount: 1000, totalCapped: true`
 * (contract `searchResults`); every count of the catalogue then says "more than 1,000". The answers
 * here are the API's shape for a catalogue that large (the browser suite has the real one).
 */

const noop = () => undefined;

/** The map of every ad from 1,000 SAR: a search past the API's window. */
const renderMapOfEveryAd = () =>
  renderRoutes([
    page(
      <MapPanel
        filters={{ MinPrice: '1000' }}
        box={undefined}
        onSearchArea={noop}
        onArea={noop}
        onUnavailable={noop}
      />,
    ),
  ]);

function cappedAnswer(pageSize: number): SearchResults {
  return {
    data: Array.from({ length: pageSize }, (_, index) => ({ id: index + 1 }) as PropertyListItem),
    featured: [],
    totalPages: Math.ceil(1000 / pageSize),
    totalDataCount: 1000,
    totalCapped: true,
  };
}

/** The map's answer: its drawn ads are counted exactly, or only the newest 1,000 of them (`capped`). */
const mapAnswer = (total: number, capped: boolean): PropertyMap => ({
  clusters: [
    {
      latitude: 24.7,
      longitude: 46.7,
      count: total,
      box: { minLat: 24, maxLat: 25, minLng: 46, maxLng: 47 },
    },
  ],
  points: [],
  total,
  totalCapped: capped,
});

/**
 * The API as the screens see it: the catalogue has more than 1,000 matches, of which `onMap` on the
 * map (the newest 1,000 when `capped`); lookups are empty.
 */
function answerAsLargeCatalogue(onMap = 1000, capped = true) {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input);
      requested.push(`${url.pathname}${url.search}`);
      const body = url.pathname.endsWith('/GetAllMainProperty')
        ? cappedAnswer(Number(url.searchParams.get('PageSize')))
        : url.pathname.endsWith('/property/map')
          ? mapAnswer(onMap, capped)
          : { data: [], totalPages: 0, totalDataCount: 0 };
      return Promise.resolve(Response.json(body));
    }),
  );
  return requested;
}

const signedOutList = (): ListFiltersApi => ({
  filters: {},
  sortBy: undefined,
  page: 0,
  category: undefined,
  setFilters: noop,
  replaceFilters: noop,
  setSort: noop,
  setPage: noop,
  clearFilters: noop,
});

beforeEach(async () => {
  await setLanguage('ar');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await setLanguage('ar');
});

describe('result counts of the public catalogue', () => {
  it('the results line says "14 عقارًا" with Latin digits, and "أكثر من 1,000 عقار" when the search stops counting', () => {
    const view = renderRoutes([page(<ResultsSummary total={14} filtered={false} onClear={noop} />)]);
    expect(screen.getByRole('status').textContent).toBe('14 عقارًا');
    view.unmount();

    renderRoutes([page(<ResultsSummary total={1000} capped filtered={false} onClear={noop} />)]);
    expect(screen.getByRole('status').textContent).toBe('أكثر من 1,000 عقار');
  });

  it('in English the capped count reads "1,000+ properties"', async () => {
    await setLanguage('en');
    const view = renderRoutes([page(<ResultsSummary total={1000} capped filtered={false} onClear={noop} />)]);
    expect(screen.getByRole('status').textContent).toBe('1,000+ properties');
    view.unmount();

    renderRoutes([page(<ResultsSummary total={1000} capped={false} filtered={false} onClear={noop} />)]);
    expect(screen.getByRole('status').textContent).toBe('1,000 properties');
  });

  it('the phone filter sheet offers "عرض النتائج (أكثر من 1,000)", counted with PageSize 1', async () => {
    const requested = answerAsLargeCatalogue();
    renderRoutes([page(<FilterSheet screen={LIST_SCREENS.search} list={signedOutList()} onClose={noop} />)]);
    const sheet = screen.getByRole('dialog', { name: 'عوامل التصفية' });
    expect(await within(sheet).findByRole('button', { name: 'عرض النتائج (أكثر من 1,000)' })).toBeTruthy();
    expect(requested).toContain('/api/website/property/GetAllMainProperty?PageNumber=0&PageSize=1');
  });

  it('in English the sheet offers "Show results (1,000+)"', async () => {
    await setLanguage('en');
    answerAsLargeCatalogue();
    renderRoutes([page(<FilterSheet screen={LIST_SCREENS.search} list={signedOutList()} onClose={noop} />)]);
    expect(await screen.findByRole('button', { name: 'Show results (1,000+)' })).toBeTruthy();
  });

  it('the map says how many ads are on it, counted by the server for its view', async () => {
    const requested = answerAsLargeCatalogue(123_456, false);
    renderRoutes([
      page(
        <MapPanel
          filters={{ Category: '1', MinLat: '24', MaxLat: '25', MinLng: '46', MaxLng: '47' }}
          box={{ minLat: 24, maxLat: 25, minLng: 46, maxLng: 47 }}
          onSearchArea={noop}
          onArea={noop}
          onUnavailable={noop}
        />,
      ),
    ]);
    expect(await screen.findByText('123,456 عقارًا على الخريطة')).toBeTruthy();
    // The map's own view, not the URL's area (which filters the list).
    expect(requested).toContain(
      '/api/website/property/map?Category=1&MinLat=16.5&MaxLat=31&MinLng=35.5&MaxLng=55.25&Zoom=5',
    );
  });

  it('when it draws only the newest 1,000 matches, it says so, in both languages', async () => {
    answerAsLargeCatalogue();
    const view = renderMapOfEveryAd();
    expect(
      await screen.findByText(
        'تعرض الخريطة أحدث 1,000 من أكثر من 1,000 عقار؛ قرّب أو أضف عوامل تصفية لرؤية الباقي.',
      ),
    ).toBeTruthy();
    view.unmount();

    await setLanguage('en');
    renderMapOfEveryAd();
    expect(
      await screen.findByText(
        'The map shows the newest 1,000 of 1,000+ properties; zoom in or add filters to see the rest.',
      ),
    ).toBeTruthy();
  });
});
