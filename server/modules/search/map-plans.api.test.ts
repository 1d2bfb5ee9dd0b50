import { describe, expect, it } from 'vitest';
import { propertyMapQuery } from '#contract/property-map.js';
import { cellCountsStatement } from '#server/modules/search/map/cell-counts.js';
import { mapSource } from '#server/modules/search/map/map-properties.js';
import { windowCellsStatements } from '#server/modules/search/map/window-cells.js';
import { plansWithoutSeqScans } from '#server/test/support/readers/explain-plans.js';
import { useTestServer } from '#server/test/support/suite.js';

/**
 * Issue 16: the map's statements read indexes only, whichever source answers: the pre-aggregate's
 * primary key, or the search table's indexes for the search window.
 */

const server = useTestServer();

const SAUDI = { MinLat: '16', MaxLat: '33', MinLng: '34', MaxLng: '56' };
const RIYADH = { MinLat: '24.5', MaxLat: '24.95', MinLng: '46.5', MaxLng: '46.9' };
const STREET = { MinLat: '24.699', MaxLat: '24.702', MinLng: '46.669', MaxLng: '46.673' };

async function plansOf(query: Record<string, string>) {
  const parsed = propertyMapQuery.parse(query);
  const source = mapSource(parsed);
  const plans = await plansWithoutSeqScans(server.deps.db, (tx) =>
    source.fromCells
      ? [cellCountsStatement(tx, parsed, source.range)]
      : windowCellsStatements(tx, source.matches),
  );
  return { fromCells: source.fromCells, plans };
}

describe('the map never scans', () => {
  it.each([
    ['the country, no filter', { ...SAUDI, Zoom: '5' }, true],
    ['a city, a category and a type', { ...RIYADH, Zoom: '11', Category: '1', PropertyTypeId: '3' }, true],
    ['a region and a transaction', { ...SAUDI, Zoom: '6', RegionId: '2', TransactionTypeId: '1' }, true],
    ['a price', { ...SAUDI, Zoom: '5', MinPrice: '100000', MaxPrice: '900000' }, false],
    ['words', { ...RIYADH, Zoom: '12', Query: 'فيلا' }, false],
    ['bedrooms and a city', { ...RIYADH, Zoom: '13', Bedrooms: '3', CityId: '7' }, false],
    ['a street, past the deepest level', { ...STREET, Zoom: '17' }, false],
    ['a street at the deepest level', { ...STREET, Zoom: '15' }, true],
  ])('%s: every statement reads an index', async (_name, query, fromCells) => {
    const { plans, ...source } = await plansOf(query);
    expect(source.fromCells).toBe(fromCells);
    for (const plan of plans) {
      expect(plan).toMatch(/Index|Bitmap/);
      expect(plan, plan).not.toMatch(/Seq Scan on (map_cells|property_search)/);
    }
  });
});
