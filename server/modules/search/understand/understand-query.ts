import type { DistrictEntry, NamedEntry, Vocabulary } from './vocabulary.js';
import type { QueryUnderstanding, RangeValue, Understood, UnderstoodFilters } from './understood.js';
import { readSpans, type NameSpan, type QuantitySpan, type Span } from './read-spans.js';
import { tokenize, type Token } from './tokens.js';

const FILTER_OF = {
  propertyType: 'PropertyTypeId',
  transaction: 'TransactionTypeId',
  city: 'CityId',
  region: 'RegionId',
} as const;
const RANGE_FILTERS = { price: ['MinPrice', 'MaxPrice'], area: ['MinArea', 'MaxArea'] } as const;

/** The tokens at these indexes as text: a token glued to a neighbour that is left out gets a space. */
function textAt(tokens: readonly Token[], indexes: readonly number[]): string {
  return indexes
    .map((index, position) => {
      const token = tokens[index];
      if (!token) return '';
      const glued = position > 0 && token.glued && indexes[position - 1] === index - 1;
      return position === 0 || glued ? token.raw : ` ${token.raw}`;
    })
    .join('');
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, offset) => from + offset);

interface Reading {
  filters: UnderstoodFilters;
  understood: Understood[];
  /** Indexes of tokens read into a filter or a chip. */
  read: Set<number>;
  /** Indexes of a district's name: read, and still searched as text. */
  searched: Set<number>;
  /** Where each understood thing starts, to list them in the query's order. */
  starts: Map<Understood, number>;
}

function take(reading: Reading, span: Span, item: Understood, tokens: readonly Token[]) {
  const understood = { ...item, words: textAt(tokens, range(span.start, span.end)) };
  reading.understood.push(understood);
  reading.starts.set(understood, span.start);
  for (const index of range(span.start, span.end)) reading.read.add(index);
}

/** A second price or area may close the first one's other end (فوق مليون تحت مليونين); else it stays text. */
function mergedRange(known: RangeValue | undefined, next: RangeValue): RangeValue | undefined {
  if (!known) return next;
  if (
    (next.min !== undefined && known.min !== undefined) ||
    (next.max !== undefined && known.max !== undefined)
  )
    return undefined;
  const merged = {
    ...known,
    ...Object.fromEntries(Object.entries(next).filter(([, value]) => value !== undefined)),
  };
  return merged.min !== undefined && merged.max !== undefined && merged.min > merged.max ? undefined : merged;
}

function readQuantitySpan(reading: Reading, span: QuantitySpan, tokens: readonly Token[]) {
  const { kind, min, max } = span.quantity;
  if (kind === 'rooms') {
    if (reading.filters.Bedrooms !== undefined || min === undefined) return;
    reading.filters.Bedrooms = min;
    take(reading, span, { kind, words: '', value: { min } }, tokens);
    return;
  }
  const [minKey, maxKey] = RANGE_FILTERS[kind];
  const known = reading.understood.find((item) => item.kind === kind);
  const value = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
  const merged = mergedRange(known?.value as RangeValue | undefined, value);
  if (!merged) return;
  if (merged.min !== undefined) reading.filters[minKey] = merged.min;
  if (merged.max !== undefined) reading.filters[maxKey] = merged.max;
  if (known) {
    known.value = merged;
    for (const index of range(span.start, span.end)) reading.read.add(index);
    known.words = `${known.words} ${textAt(tokens, range(span.start, span.end))}`;
  } else take(reading, span, { kind, words: '', value }, tokens);
}

function readNamedSpan(reading: Reading, span: Span, entry: NamedEntry, tokens: readonly Token[]) {
  const filter = FILTER_OF[entry.kind];
  if (reading.filters[filter] !== undefined) return;
  reading.filters[filter] = entry.id;
  take(
    reading,
    span,
    { kind: entry.kind, words: '', value: { id: entry.id, nameAr: entry.nameAr, nameEn: entry.nameEn } },
    tokens,
  );
}

/**
 * A district is read when the query's city holds it, or, without a city, when its name belongs to one
 * city only (that city then becomes the query's city), or حي introduces it, or its name has several
 * words (المدينة الصناعية الثانية): a one-word name of several cities (العزيزية) may be any word.
 */
function readDistrictSpan(reading: Reading, span: NameSpan, entry: DistrictEntry, tokens: readonly Token[]) {
  if (reading.understood.some((item) => item.kind === 'district')) return;
  const namedCity = reading.filters.CityId;
  const onlyCity = entry.cityIds.length === 1 ? entry.cityIds[0] : undefined;
  if (namedCity !== undefined && !entry.cityIds.includes(namedCity)) return;
  const distinctive = span.afterDistrictWord || span.end - span.nameStart > 1;
  if (namedCity === undefined && onlyCity === undefined && !distinctive) return;
  const cityId = namedCity ?? onlyCity;
  if (cityId !== undefined) reading.filters.CityId = cityId;
  take(
    reading,
    span,
    {
      kind: 'district',
      words: '',
      value: { nameAr: entry.nameAr, nameEn: entry.nameEn, ...(cityId !== undefined && { cityId }) },
    },
    tokens,
  );
  for (const index of range(span.nameStart, span.end)) reading.searched.add(index);
}

/**
 * What a search box's text says (docs/decisions/0036-query-understanding.md): the list's filters it
 * names, each thing understood with its words, and the words left for the text search. In a search of
 * one `category`, also the words that name a type only there (أرض: that category's land). Pure: the
 * vocabulary comes from `loadVocabulary`.
 */
export function understandQuery(text: string, vocabulary: Vocabulary, category?: number): QueryUnderstanding {
  const tokens = tokenize(text);
  const spans = readSpans(
    tokens,
    (category !== undefined && vocabulary.inCategory?.get(category)) || vocabulary,
  );
  const reading: Reading = {
    filters: {},
    understood: [],
    read: new Set(),
    searched: new Set(),
    starts: new Map(),
  };
  // Cities first, so a district before its city (حي النرجس الرياض) is judged against it.
  const ordered = [...spans].sort((a, b) => Number(isCitySpan(b)) - Number(isCitySpan(a)));
  for (const span of ordered) {
    if ('quantity' in span) readQuantitySpan(reading, span, tokens);
    else if (span.name.phrase.entry.kind === 'district')
      readDistrictSpan(reading, span, span.name.phrase.entry, tokens);
    else readNamedSpan(reading, span, span.name.phrase.entry, tokens);
  }
  reading.understood.sort((a, b) => (reading.starts.get(a) ?? 0) - (reading.starts.get(b) ?? 0));
  const all = range(0, tokens.length);
  return {
    filters: reading.filters,
    understood: reading.understood,
    remainingText: textAt(
      tokens,
      all.filter((index) => !reading.read.has(index)),
    ),
    searchText: textAt(
      tokens,
      all.filter((index) => !reading.read.has(index) || reading.searched.has(index)),
    ),
  };
}

function isCitySpan(span: Span): boolean {
  return 'name' in span && span.name.phrase.entry.kind === 'city';
}
