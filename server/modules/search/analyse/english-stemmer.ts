/**
 * English plurals, lightly: villas → villa, factories → factory, duplexes → duplex, warehouses →
 * warehouse. Words of 3 letters or less, and words ending in ss, us or is (glass, campus, Narjis),
 * are left alone. The result is its own stem.
 */
export function englishStem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}
