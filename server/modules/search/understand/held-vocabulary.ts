import type { AppDeps } from '#server/deps.js';
import { loadVocabulary } from './load-vocabulary.js';
import type { Vocabulary } from './vocabulary.js';

const READ_EVERY_MS = 60_000;
const held = new WeakMap<object, { at: number; vocabulary: Promise<Vocabulary | undefined> }>();

/**
 * The query reader's vocabulary, read at most once a minute per database by the caller's clock, as
 * the search statistics are: lookups and districts change slowly. When it cannot be read the answer
 * is undefined (the words are searched as text) and the next request tries again.
 */
export function heldVocabulary(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>): Promise<Vocabulary | undefined> {
  const { db } = deps;
  const now = deps.clock.now();
  const kept = held.get(db);
  const age = kept ? now.getTime() - kept.at : -1;
  if (kept && age >= 0 && age < READ_EVERY_MS) return kept.vocabulary;
  const vocabulary = loadVocabulary(db).catch((error: unknown) => {
    deps.log.warn({ err: error }, 'the query vocabulary could not be read: words are searched as text');
    held.delete(db);
    return undefined;
  });
  held.set(db, { at: now.getTime(), vocabulary });
  return vocabulary;
}
