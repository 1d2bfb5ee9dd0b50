import { readName, type NameMatch } from './names.js';
import { incomeBefore, phraseEnd, phrases } from './phrases.js';
import { readQuantity, type Quantity } from './quantities.js';
import type { Token } from './tokens.js';
import type { Vocabulary } from './vocabulary.js';

/** A run of tokens read as one thing: `start` includes the words that introduce it (في, حي). */
export interface QuantitySpan {
  start: number;
  end: number;
  quantity: Quantity;
}
export interface NameSpan {
  start: number;
  end: number;
  name: NameMatch;
  /** Where the name itself starts, after its introducing words. */
  nameStart: number;
  /** Introduced by حي (district). */
  afterDistrictWord: boolean;
}
export type Span = QuantitySpan | NameSpan;

/** Words that introduce a place; they belong to it (في الرياض, بحي النرجس, in Jeddah). */
const placeWords = phrases('في|فى|ب|in|at');
const districtWords = phrases('حي|في حي|بحي|district|neighbourhood|neighborhood');
/** Words that name a place as a landmark: the ad is near it, not in it (قريب من المطار, near Riyadh). */
const nearWords = phrases(
  'قريب من|قريبة من|قريب|قريبة|قرب|بالقرب من|بجوار|جنب|مقابل|near|close to|next to|nearby',
);

const isPlace = (match: NameMatch) => ['city', 'region', 'district'].includes(match.phrase.entry.kind);

function placeAt(tokens: readonly Token[], start: number, vocabulary: Vocabulary): Span | undefined {
  const afterDistrictWord = phraseEnd(tokens, start, districtWords);
  const afterPlaceWord = afterDistrictWord ?? phraseEnd(tokens, start, placeWords);
  if (afterPlaceWord !== undefined) {
    const name = readName(tokens, afterPlaceWord, vocabulary);
    if (name && isPlace(name)) {
      return {
        start,
        end: name.end,
        name,
        nameStart: afterPlaceWord,
        afterDistrictWord: afterDistrictWord !== undefined,
      };
    }
  }
  const name = readName(tokens, start, vocabulary);
  return name && { start, end: name.end, name, nameStart: start, afterDistrictWord: false };
}

/**
 * The query read left to right: at each token the longest quantity (price, area, rooms) or name that
 * starts there; what is neither stays text. An income's amount (دخلها 300 ألف) and a landmark's place
 * (قريب من المطار) stay text.
 */
export function readSpans(tokens: readonly Token[], vocabulary: Vocabulary): Span[] {
  const spans: Span[] = [];
  let index = 0;
  while (index < tokens.length) {
    const income = phraseEnd(tokens, index, incomeBefore);
    const near = phraseEnd(tokens, index, nearWords);
    const skipped =
      income !== undefined
        ? readQuantity(tokens, income)
        : near !== undefined
          ? readName(tokens, near, vocabulary)
          : undefined;
    if (skipped && (income !== undefined || isPlace(skipped as NameMatch))) {
      index = skipped.end;
      continue;
    }
    const quantity = readQuantity(tokens, index);
    const span = quantity
      ? { start: index, end: quantity.end, quantity }
      : placeAt(tokens, index, vocabulary);
    if (span) spans.push(span);
    index = span ? span.end : index + 1;
  }
  return spans;
}
