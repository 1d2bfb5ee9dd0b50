import type { UnderstoodQuery } from '#contract/query-understanding.js';
import type { AppDeps } from '#server/deps.js';
import { heldVocabulary } from './held-vocabulary.js';
import { understandQuery } from './understand-query.js';
import { labelsOf } from './understood-labels.js';
import type { UnderstoodFilters } from './understood.js';
import type { Vocabulary } from './vocabulary.js';

/** A query whose words may be read as filters: the list's, the map's, a saved search's. */
type Understandable = UnderstoodFilters & {
  Query?: string | undefined;
  AsText?: boolean | undefined;
  Category?: number | undefined;
};

export interface UnderstoodSearch<Q> {
  /** The query to run: the filters its words said, where it set none itself, and the words left to search. */
  query: Q;
  /** What was read, for the chips; absent when nothing was asked to be read. */
  understood?: UnderstoodQuery;
}

/**
 * The query its words say (docs/decisions/0036-query-understanding.md): the filters understood fill
 * the fields the query left unset (a filter it sets wins), and the text searched becomes the
 * parser's `searchText`. Without words, with `AsText`, or without a vocabulary, the query as it is.
 */
export function withUnderstanding<Q extends Understandable>(
  query: Q,
  vocabulary: Vocabulary | undefined,
): UnderstoodSearch<Q> {
  if (!query.Query || query.AsText || !vocabulary) return { query };
  const reading = understandQuery(query.Query, vocabulary, query.Category);
  const unset = Object.entries(reading.filters).filter(
    ([field]) => query[field as keyof UnderstoodFilters] === undefined,
  );
  return {
    query: { ...query, ...Object.fromEntries(unset), Query: reading.searchText || undefined },
    understood: {
      items: reading.understood.map((item) => ({ kind: item.kind, words: item.words, ...labelsOf(item) })),
      remainingText: reading.remainingText,
    },
  };
}

/** `withUnderstanding` with the vocabulary held for a minute, read only when there are words to read. */
export async function understoodSearch<Q extends Understandable>(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  query: Q,
): Promise<UnderstoodSearch<Q>> {
  const reads = Boolean(query.Query) && !query.AsText;
  return withUnderstanding(query, reads ? await heldVocabulary(deps) : undefined);
}
