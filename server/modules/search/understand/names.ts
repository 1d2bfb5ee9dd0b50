import { bareFormsOf, type Token } from './tokens.js';
import type { NamePhrase, Vocabulary } from './vocabulary.js';

/** A vocabulary phrase found in the query, and where it ends. */
export interface NameMatch {
  phrase: NamePhrase;
  end: number;
}

const KIND_ORDER = ['propertyType', 'transaction', 'city', 'region', 'district'];

function better(candidate: NameMatch, best: NameMatch | undefined): boolean {
  if (!best) return true;
  if (candidate.end !== best.end) return candidate.end > best.end;
  if (candidate.phrase.weak !== best.phrase.weak) return !candidate.phrase.weak;
  return KIND_ORDER.indexOf(candidate.phrase.entry.kind) < KIND_ORDER.indexOf(best.phrase.entry.kind);
}

/**
 * The vocabulary phrase that starts at `start`: the longest, a strong one before a weak one (the city
 * الرياض before the region's bare name), then a type, a transaction, a city, a region, a district.
 * Its first word may carry attached letters (بالرياض, للبيع, وفلل).
 */
export function readName(
  tokens: readonly Token[],
  start: number,
  vocabulary: Vocabulary,
): NameMatch | undefined {
  const first = tokens[start];
  if (!first || first.number !== undefined) return undefined;
  let best: NameMatch | undefined;
  for (const form of bareFormsOf(first)) {
    for (const phrase of vocabulary.byFirstWord.get(form) ?? []) {
      const fits = phrase.words.slice(1).every((word, offset) => tokens[start + 1 + offset]?.form === word);
      const candidate = { phrase, end: start + phrase.words.length };
      if (fits && better(candidate, best)) best = candidate;
    }
  }
  return best;
}
