import { normalizeForSearch } from '#server/lib/normalise-text.js';

/** Writes a table's keys as people type them; they are read in search form. */
function formsOf(table: Record<string, number>): ReadonlyMap<string, number> {
  const entries = Object.entries(table).flatMap(([words, value]) =>
    words.split(' ').map((word) => [normalizeForSearch(word), value] as const),
  );
  return new Map(entries);
}

/** Counts written as words, Arabic (either gender, colloquial hundreds) and English. */
export const countWords = formsOf({
  'واحد واحدة one': 1,
  'اثنين اثنان اثنتين ثنتين two': 2,
  'ثلاث ثلاثة three': 3,
  'أربع أربعة four': 4,
  'خمس خمسة five': 5,
  'ست ستة six': 6,
  'سبع سبعة seven': 7,
  'ثمان ثماني ثمانية eight': 8,
  'تسع تسعة nine': 9,
  'عشر عشرة ten': 10,
  'عشرين عشرون twenty': 20,
  'ثلاثين ثلاثون thirty': 30,
  'أربعين أربعون forty': 40,
  'خمسين خمسون fifty': 50,
  'ستين ستون sixty': 60,
  'سبعين سبعون seventy': 70,
  'ثمانين ثمانون eighty': 80,
  'تسعين تسعون ninety': 90,
  'مية مية مئة مائة ميه hundred': 100,
  'ميتين مئتين مائتين مئتان مائتان': 200,
  'ثلاثمية ثلاثمئة ثلاثمائة ثلثمية': 300,
  'أربعمية أربعمئة أربعمائة': 400,
  'خمسمية خمسمئة خمسمائة': 500,
  'ستمية ستمئة ستمائة': 600,
  'سبعمية سبعمئة سبعمائة': 700,
  'ثمانمية ثمنمية ثمانمئة ثمانمائة': 800,
  'تسعمية تسعمئة تسعمائة': 900,
});

/** Fractions that come before a multiplier: نص مليون, ربع مليون. */
export const fractionWords = formsOf({ 'نص نصف half': 0.5, 'ربع quarter': 0.25 });

/** Words that multiply the count before them, or stand for one of themselves (مليون, ألف). */
export const multiplierWords = formsOf({
  'ألف الف آلاف الاف ألوف thousand thousands k': 1_000,
  'مليون ملايين ملاين million millions mn mil mln': 1_000_000,
});

/** Words that are already a count of a multiplier: the dual. */
export const dualWords = formsOf({ 'ألفين الفين ألفان': 2_000, 'مليونين مليونان': 2_000_000 });
