import { normalizeForSearch } from '#server/lib/normalise-text.js';
import { categoryWords, coveringWords, spellings } from './spellings.js';

/** A lookup entry a query can name. */
export interface NamedEntry {
  kind: 'propertyType' | 'transaction' | 'city' | 'region';
  id: number;
  nameAr: string;
  nameEn: string;
}

/** A district (حي): not a lookup but the text of ads; one name may be a district of several cities. */
export interface DistrictEntry {
  kind: 'district';
  nameAr: string;
  nameEn: string | null;
  cityIds: number[];
}

export type VocabularyEntry = NamedEntry | DistrictEntry;

/** One way to write an entry, in search form, word by word. A weak one (a region's name without "region") yields to a strong one. */
export interface NamePhrase {
  words: readonly string[];
  entry: VocabularyEntry;
  weak: boolean;
}

/** What the query reader knows: the phrases of every entry, by their first word. */
export interface Vocabulary {
  byFirstWord: ReadonlyMap<string, readonly NamePhrase[]>;
  /** The same with the words each category gives a type of its own (spellings.ts `categoryWords`). */
  inCategory?: ReadonlyMap<number, Vocabulary>;
}

/** A lookup row the vocabulary is built from (the lookups table). */
export interface LookupName {
  id: number;
  kind: string;
  key: string | null;
  nameAr: string;
  nameEn: string;
  parentId: number | null;
  /** A property type's category (1 residential, 2 industrial). */
  category?: number | null;
}

/** A district as ads name it, with its city. */
export interface DistrictName {
  cityId: number;
  nameAr: string;
  nameEn: string | null;
}

const COVERING = new Set(coveringWords.split('|').map(normalizeForSearch));
const REGION_WORD_AR = /^(منطقه|المنطقه) /;
const REGION_WORD_EN = / (region|province)$/;

function kindOf(row: LookupName): NamedEntry['kind'] | undefined {
  if (row.kind === 'propertytype') return 'propertyType';
  if (row.kind === 'transactiontype') return 'transaction';
  if (row.kind === 'region') return row.parentId === null ? 'region' : 'city';
  return undefined;
}

/** An English place name also reads without its "Al" and with it glued (Al Khobar, Khobar, Alkhobar). */
function withoutArticle(name: string): string[] {
  const match = /^al (.+)$/.exec(name);
  return match?.[1] ? [name, match[1], `al${match[1]}`] : [name];
}

function writtenForms(entry: VocabularyEntry, key: string | null): { form: string; weak: boolean }[] {
  const strong = [
    entry.nameAr,
    ...(entry.nameEn ? [entry.nameEn] : []),
    ...(spellings[key ?? '']?.split('|') ?? []),
  ]
    .map(normalizeForSearch)
    .flatMap((form) =>
      entry.kind === 'propertyType' || entry.kind === 'transaction' ? [form] : withoutArticle(form),
    )
    .filter((form) => entry.kind !== 'propertyType' || !COVERING.has(form));
  const forms = strong.map((form) => ({ form, weak: false }));
  if (entry.kind === 'region') {
    for (const form of strong) {
      const bareArabic = form.replace(REGION_WORD_AR, '');
      if (bareArabic !== form) forms.push({ form: bareArabic, weak: true });
      const bareEnglish = form.replace(REGION_WORD_EN, '');
      if (bareEnglish !== form)
        forms.push(
          ...['region', 'province'].map((word) => ({ form: `${bareEnglish} ${word}`, weak: false })),
        );
    }
  }
  return forms.filter(({ form }) => form !== '');
}

function districtEntries(districts: readonly DistrictName[]): DistrictEntry[] {
  const byName = new Map<string, DistrictEntry>();
  for (const district of districts) {
    const form = normalizeForSearch(district.nameAr);
    const entry = byName.get(form) ?? {
      kind: 'district',
      nameAr: district.nameAr,
      nameEn: district.nameEn,
      cityIds: [],
    };
    if (!entry.cityIds.includes(district.cityId)) entry.cityIds.push(district.cityId);
    byName.set(form, entry);
  }
  return [...byName.values()];
}

/** The vocabulary of these lookups and districts: every name, English name and known spelling of each. */
export function vocabularyOf(
  lookupRows: readonly LookupName[],
  districts: readonly DistrictName[],
): Vocabulary {
  const byFirstWord = new Map<string, NamePhrase[]>();
  const add = (entry: VocabularyEntry, key: string | null) =>
    addForms(byFirstWord, entry, writtenForms(entry, key));
  for (const row of lookupRows) {
    const kind = kindOf(row);
    if (kind) add({ kind, id: row.id, nameAr: row.nameAr, nameEn: row.nameEn }, row.key);
  }
  for (const district of districtEntries(districts)) add(district, null);
  const inCategory = new Map<number, Map<string, NamePhrase[]>>();
  for (const row of lookupRows) {
    const words = categoryWords[row.key ?? ''];
    if (kindOf(row) !== 'propertyType' || !words || row.category == null) continue;
    const own =
      inCategory.get(row.category) ?? new Map([...byFirstWord].map(([first, list]) => [first, [...list]]));
    const entry: NamedEntry = { kind: 'propertyType', id: row.id, nameAr: row.nameAr, nameEn: row.nameEn };
    addForms(
      own,
      entry,
      words.split('|').map((form) => ({ form: normalizeForSearch(form), weak: false })),
    );
    inCategory.set(row.category, own);
  }
  return {
    byFirstWord,
    inCategory: new Map([...inCategory].map(([category, own]) => [category, { byFirstWord: own }])),
  };
}

function addForms(
  byFirstWord: Map<string, NamePhrase[]>,
  entry: VocabularyEntry,
  forms: { form: string; weak: boolean }[],
) {
  for (const { form, weak } of forms) {
    const words = form.split(' ');
    const first = words[0] ?? '';
    const list = byFirstWord.get(first) ?? [];
    if (!list.some((known) => known.entry === entry && known.words.join(' ') === form)) {
      list.push({ words, entry, weak });
    }
    byFirstWord.set(first, list);
  }
}
