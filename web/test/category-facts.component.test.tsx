import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PropertyDetail, PropertyListItem } from '#contract/properties';
import { PropertyFacts } from '../src/entities/catalogue/components/PropertyFacts';
import { factRows } from '../src/entities/catalogue/fact-rows';
import i18n from 'i18next';
import { setLanguage } from '../src/lib/i18n/i18n';

type CardFacts = Pick<
  PropertyListItem,
  'category' | 'area' | 'bedrooms' | 'bathrooms' | 'clearHeight' | 'powerCapacityKva'
>;

const card = (facts: Partial<CardFacts>): CardFacts => ({
  category: 1,
  area: 600,
  bedrooms: null,
  bathrooms: null,
  clearHeight: null,
  powerCapacityKva: null,
  ...facts,
});

/** The facts a card shows, as a reader using a screen reader hears them. */
function cardFacts(facts: Partial<CardFacts>): string[] {
  const { container } = render(<PropertyFacts property={card(facts)} />);
  const items = [...container.querySelectorAll('li')].map((item) => item.textContent);
  container.remove();
  return items;
}

const residential = {
  bedrooms: 0,
  bathrooms: 0,
  livingRooms: null,
  floor: null,
  buildType: null,
  buildingAge: null,
  furnished: false,
  streetWidth: 30,
  facade: null,
  relaxMedia: [],
};
const industrial = {
  industryType: null,
  landArea: 5000,
  builtArea: null,
  clearHeight: null,
  powerCapacityKva: null,
  loadingDocks: null,
  floorLoad: null,
  zoning: null,
  streetWidth: null,
  civilDefenceLicensed: false,
  industryFeatures: [],
};
const ad = (details: PropertyDetail['details']) =>
  ({
    category: 'bedrooms' in details ? 1 : 2,
    propertyType: { id: 1, name: 'Land' },
    transactionType: { id: 1, name: 'Sale' },
    area: 600,
    details,
  }) as unknown as PropertyDetail;
const rowKeys = (details: PropertyDetail['details']) =>
  factRows(ad(details), i18n.t, 'en').map((row) => row.key);

beforeEach(async () => {
  await setLanguage('en');
});

describe('each category shows the facts that apply to it, never a zero count', () => {
  it('a card of land or a whole building shows its area, not "0 bedrooms 0 bathrooms"', () => {
    expect(cardFacts({ bedrooms: 0, bathrooms: 0 })).toEqual(['Area: 600 m²']);
    expect(cardFacts({ bedrooms: 4, bathrooms: 5 })).toEqual(['Area: 600 m²', 'Bedrooms: 4', 'Bathrooms: 5']);
  });

  it('an industrial card shows clear height and power where they apply, never bedrooms', () => {
    expect(
      cardFacts({ category: 2, bedrooms: 0, bathrooms: 0, clearHeight: 0, powerCapacityKva: 0 }),
    ).toEqual(['Area: 600 m²']);
    expect(cardFacts({ category: 2, clearHeight: 12, powerCapacityKva: 500 })).toEqual([
      'Area: 600 m²',
      'Clear height: 12 m',
      'Power: 500 kVA',
    ]);
  });

  it('the details of residential land leave out rooms and furnishing; a home keeps them', () => {
    const land = rowKeys(residential);
    expect(land).not.toContain('bedrooms');
    expect(land).not.toContain('bathrooms');
    expect(land).not.toContain('furnished');
    expect(land).toContain('streetWidth');
    expect(rowKeys({ ...residential, bedrooms: 3, bathrooms: 2 })).toEqual(
      expect.arrayContaining(['bedrooms', 'bathrooms', 'furnished']),
    );
  });

  it('bare industrial land states no licence unless it has one; a building states it either way', () => {
    expect(rowKeys(industrial)).not.toContain('civilDefence');
    expect(rowKeys({ ...industrial, civilDefenceLicensed: true })).toContain('civilDefence');
    expect(rowKeys({ ...industrial, builtArea: 2000 })).toContain('civilDefence');
  });
});
