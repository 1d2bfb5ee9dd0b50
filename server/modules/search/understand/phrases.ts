import { normalizeForSearch } from '#server/lib/normalise-text.js';
import { bareFormsOf, type Token } from './tokens.js';

/** Runs of words, each in search form. */
export type Phrases = readonly (readonly string[])[];

/** Phrases written as people type them, separated by `|`; signs (`-`, `+`, `<`) stay as they are. */
export function phrases(list: string): Phrases {
  return list.split('|').map((phrase) =>
    phrase
      .trim()
      .split(/\s+/)
      .map((word) => (/^[-+<>]$/.test(word) ? word : normalizeForSearch(word))),
  );
}

/**
 * Where the longest of the phrases that starts at `start` ends (one past its last token), if any.
 * Its first word may hide behind attached letters (بأقل → أقل, للبيع → بيع).
 */
export function phraseEnd(tokens: readonly Token[], start: number, list: Phrases): number | undefined {
  const first = tokens[start];
  if (!first) return undefined;
  const firstForms = bareFormsOf(first);
  let best: number | undefined;
  for (const phrase of list) {
    if (!firstForms.includes(phrase[0] ?? '')) continue;
    const rest = phrase.slice(1);
    const fits = rest.every((word, offset) => tokens[start + 1 + offset]?.form === word);
    const end = start + phrase.length;
    if (fits && (best === undefined || end > best)) best = end;
  }
  return best;
}

/** Words that say "at most" before an amount. */
export const atMostBefore = phrases(
  'تحت|أقل من|اقل من|أقل|دون|ما دون|أدنى من|لا تزيد عن|لا تزيد على|لا يزيد عن|لا يزيد على|لا يتجاوز|لا تتجاوز|' +
    'حد أقصى|حد اقصى|الحد الأقصى|أصغر من|أرخص من|حتى|لحد|under|below|less than|lower than|max|maximum|' +
    'up to|upto|at most|no more than|not more than|cheaper than|smaller than|within|<',
);
/** Words that say "at least" before an amount. */
export const atLeastBefore = phrases(
  'فوق|أكثر من|اكثر من|أعلى من|أكبر من|لا تقل عن|لا يقل عن|تبدأ من|يبدأ من|ابتداء من|ابتداءً من|من|' +
    'over|above|more than|min|minimum|at least|from|starting from|starting at|starting|bigger than|larger than|' +
    'greater than|>',
);
/** Words that say "at most" after an amount. */
export const atMostAfter = phrases(
  'فأقل|وأقل|او أقل|أو أقل|فما دون|وما دون|وتحت|كحد أقصى|بالكثير|or less|or below|and below|and under|max|maximum|at most',
);
/** Words that say "at least" after an amount. */
export const atLeastAfter = phrases(
  'فأكثر|وأكثر|او أكثر|أو أكثر|وفوق|فما فوق|وما فوق|فوق|كحد أدنى|or more|and above|and up|and over|plus|+|min|minimum',
);
/** Words that open a range (between, from) and join its ends (and, to). */
export const rangeOpeners = phrases('بين|من|between|from');
export const rangeJoiners = phrases('و|الى|إلى|لـ|حتى|and|to|-');
/** Words that say the amount after them is a price. */
export const priceBefore = phrases(
  'سعر|بسعر|السعر|سعرها|سعره|بحدود|حدود|في حدود|ميزانية|ميزانيتي|بميزانية|الميزانية|ب|price|priced|budget|for|around|about',
);
/** Words that say the amount after them is an area. */
export const areaBefore = phrases('مساحة|المساحة|مساحتها|مساحته|area|size');
/** Words that say the amount after them is an ad's income (a building's rents), not its price. */
export const incomeBefore = phrases('دخل|دخلها|دخله|الدخل|income|revenue|yield');
/** Currencies after an amount: it is a price. */
export const currencies = phrases(
  'ريال|ريالات|ر س|رس|sar|sr|riyal|riyals|rial|rials|saudi riyal|saudi riyals',
);
/** Units of area. A Latin `m` after a number is read by the amount (millions below 50, metres above). */
export const areaUnits = phrases(
  'م|متر|مترمربع|متر مربع|م مربع|أمتار|امتار|مربع|sqm|sq m|sq|sqft|square meters|square metres|square meter|' +
    'square metre|sq meters|meter|meters|metre|metres|m2|m',
);
/** Units of rooms after a count. */
export const roomUnits = phrases(
  'غرف|غرفة|غرف نوم|غرفة نوم|bedrooms|bedroom|br|bed|beds|bd|bdr|bdrm|rooms|room|bhk',
);
/** Rooms written as one word: the dual, غرفتين (two rooms). */
export const twoRooms = phrases('غرفتين|غرفتان|غرفتين نوم|غرفتان نوم');
/** One room: غرفة واحدة, غرفة نوم واحدة. */
export const oneRoom = phrases('غرفة واحدة|غرفة نوم واحدة|غرفه واحده');
/** Words after a room count that belong to it: bedrooms. */
export const sleepingWord = phrases('نوم');
