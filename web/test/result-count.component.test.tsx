import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PropertyListItem } from '../../contract/properties';
import type { CatalogueAnswer } from '../src/features/catalogue/api';
import { FilterSheet } from '../src/features/listings/components/FilterSheet';
import { ResultsSummary } from '../src/features/listings/components/ResultsSummary';
import type { ListFiltersApi } from '../src/features/listings/hooks/useListFilters';
import { LIST_SCREENS } from '../src/features/listings/list-kinds';
import { MapPanel } from '../src/features/listings/map/MapPanel';
import { setLanguage } from '../src/lib/i18n';
import { page, renderRoutes } from './support/render';

// Leaflet has no place in jsdom; the line above the map is what these tests read.
vi.mock('../src/features/listings/map/SearchMap', () => ({ default: () => <div>map</div> }));

/**
 * A search past the API's window of 1,000 matches answers `totalDataCount: 1000, totalCapped: true`
 * (contract `searchResults`); every count of the catalogue then says "more than 1,000". The answers
 * here are the API's shape for a catalogue that large (the browser suite has the real one).
 */

const noop = () => undefined;

function cappedAnswer(pageSize: number): CatalogueAnswer {
  return {
    data: Array.from({ length: pageSize }, (_, index) => ({ id: index + 1 }) as PropertyListItem),
    totalPages: Math.ceil(1000 / pageSize),
    totalDataCount: 1000,
    totalCapped: true,
  };
}

/** The API as the screens see it: the catalogue has more than 1,000 matches; lookups are empty. */
function answerAsLargeCatalogue() {
  const requested: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : input);
      requested.push(`${url.pathname}${url.search}`);
      const body = url.pathname.endsWith('/GetAllMainProperty')
        ? cappedAnswer(Number(url.searchParams.get('PageSize')))
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
  it('the results line says "n عقار" with Latin digits, and "أكثر من 1,000 عقار" when the search stops counting', () => {
    const view = renderRoutes([page(<ResultsSummary total={14} filtered={false} onClear={noop} />)]);
    expect(screen.getByRole('status').textContent).toBe('14 عقار');
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

  it('the map says it shows 100 of more than 1,000, in both languages', async () => {
    answerAsLargeCatalogue();
    const view = renderRoutes([
      page(<MapPanel filters={{}} box={undefined} onSearchArea={noop} onUnavailable={noop} />),
    ]);
    expect(
      await screen.findByText('تعرض الخريطة 100 من أكثر من 1,000 عقار؛ قرّب أو أضف عوامل تصفية لرؤية الباقي.'),
    ).toBeTruthy();
    view.unmount();

    await setLanguage('en');
    renderRoutes([page(<MapPanel filters={{}} box={undefined} onSearchArea={noop} onUnavailable={noop} />)]);
    expect(
      await screen.findByText(
        'The map shows 100 of 1,000+ properties; zoom in or add filters to see the rest.',
      ),
    ).toBeTruthy();
  });
});
