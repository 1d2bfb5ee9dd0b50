import type { PropertyListQuery } from '#contract/properties.js';

/** The list query's filters a query's words can give (contract/properties.ts `searchFilterFields`). */
export type UnderstoodFilters = Partial<
  Pick<
    PropertyListQuery,
    | 'PropertyTypeId'
    | 'TransactionTypeId'
    | 'CityId'
    | 'RegionId'
    | 'Bedrooms'
    | 'MinPrice'
    | 'MaxPrice'
    | 'MinArea'
    | 'MaxArea'
  >
>;

/** A lookup entry the query named. */
export interface NamedValue {
  id: number;
  nameAr: string;
  nameEn: string;
}

/** A district the query named: its city when the query or the name says which (`filters.CityId` then holds it). */
export interface DistrictValue {
  nameAr: string;
  nameEn: string | null;
  cityId?: number;
}

/** A range; a price or area has at least one end. */
export interface RangeValue {
  min?: number;
  max?: number;
}

/** One thing the query said, with the words that said it (as typed, Arabic-Indic digits made Latin). */
export type Understood =
  | { kind: 'propertyType' | 'transaction' | 'city' | 'region'; words: string; value: NamedValue }
  | { kind: 'district'; words: string; value: DistrictValue }
  | { kind: 'rooms'; words: string; value: { min: number } }
  | { kind: 'price' | 'area'; words: string; value: RangeValue };

export interface QueryUnderstanding {
  filters: UnderstoodFilters;
  understood: Understood[];
  /** The words nothing was read from. */
  remainingText: string;
  /**
   * The words the list's text search still needs: the remaining words and a district's name, since
   * the list has no district filter (its name matches the ads' district text instead).
   */
  searchText: string;
}
