/**
 * A light Arabic stemmer for words already in search form (tokens.ts). It only removes what is
 * attached to a word, never touches its root, and keeps stems of at least 2-3 letters, so that the
 * same word meets itself whatever is attached to it: للفلل, والفلل and فلل all end at فيلا.
 */

/** What the stemmer needs to know about words: the thesaurus and the vocabulary. */
export interface ArabicLexicon {
  /** The canonical lexeme of a spelling the thesaurus names. */
  canonical(word: string): string | undefined;
  /** Whether a word, or what remains of it without suffixes, is one the lexicon knows. */
  knows(word: string): boolean;
}

/** The article with what may be attached before it; what remains must keep 2 letters. */
const ARTICLES = ['وال', 'فال', 'بال', 'كال', 'ولل', 'لل', 'ال'];
const MIN_AFTER_ARTICLE = 2;
/** One-letter conjunctions and prepositions: removed only when what remains is a known word. */
const ONE_LETTER_PROCLITICS = ['و', 'ف', 'ب', 'ك', 'ل'];

/** [suffix, letters that must remain]. */
type Rule = readonly [string, number];
/** Possessive pronouns: مزاياها, تواصلكم. */
const POSSESSIVES: Rule[] = [
  ['ها', 3],
  ['هم', 3],
  ['كم', 4],
];
/**
 * Duals and sound plurals. تين/تان/تا/تي are the dual of a word in ة (غرفتين, غرفتا); ين/ون/ان need
 * 4 letters left, as many names end so (حطين, شوران, زيتون).
 */
const NUMBERS: Rule[] = [
  ['تين', 3],
  ['تان', 3],
  ['ات', 3],
  ['ين', 4],
  ['ون', 4],
  ['ان', 4],
  ['تا', 3],
  ['تي', 3],
];
/** ة (ه in search form), also the pronoun "his". */
const TA_MARBUTA: Rule = ['ه', 3];

const withoutEnd = (word: string, [suffix, keep]: Rule) =>
  word.endsWith(suffix) && word.length - suffix.length >= keep ? word.slice(0, -suffix.length) : undefined;

/** The word without its article (and what is attached before it), when one is there. */
export function stripArticle(word: string): string {
  const article = ARTICLES.find((a) => word.startsWith(a) && word.length - a.length >= MIN_AFTER_ARTICLE);
  return article ? word.slice(article.length) : word;
}

/** The word without one proclitic: the article family, or a one-letter one before a known word. */
export function stripProclitic(word: string, lexicon: ArabicLexicon): string {
  const bare = stripArticle(word);
  if (bare !== word) return bare;
  const letter = ONE_LETTER_PROCLITICS.find((p) => word.startsWith(p));
  if (!letter) return word;
  const rest = word.slice(letter.length);
  if (rest.length < 2) return word;
  return lexicon.knows(rest) || stripProclitic(rest, lexicon) !== rest ? rest : word;
}

/** The word without one suffix: a possessive, else a dual or plural ending, else ة. */
export function stripSuffix(word: string, lexicon: Pick<ArabicLexicon, 'canonical'>): string {
  for (const rule of POSSESSIVES) {
    const rest = withoutEnd(word, rule);
    if (rest === undefined) continue;
    // Before a pronoun ة is written ت: مساحتها → مساحة.
    const construct = rest.endsWith('ت') && rest.length > 3 && !lexicon.canonical(rest);
    return construct ? rest.slice(0, -1) : rest;
  }
  for (const rule of NUMBERS) {
    const rest = withoutEnd(word, rule);
    if (rest !== undefined) return rest;
  }
  return withoutEnd(word, TA_MARBUTA) ?? word;
}

/** The word without every suffix the rules remove, stopping at a spelling the thesaurus names. */
export function stripSuffixes(word: string, lexicon: Pick<ArabicLexicon, 'canonical'>): string {
  let current = word;
  while (lexicon.canonical(current) === undefined) {
    const next = stripSuffix(current, lexicon);
    if (next === current) break;
    current = next;
  }
  return current;
}

/**
 * The lexeme of one Arabic word: the thesaurus's canonical form as soon as a spelling is named there,
 * else the word without proclitics and suffixes. Each step starts over on the shorter word, so the
 * result is its own lexeme.
 */
export function arabicLexeme(word: string, lexicon: ArabicLexicon): string {
  const canonical = lexicon.canonical(word);
  if (canonical !== undefined) return canonical;
  const bare = stripProclitic(word, lexicon);
  if (bare !== word) return arabicLexeme(bare, lexicon);
  const stem = stripSuffix(word, lexicon);
  if (stem !== word) return arabicLexeme(stem, lexicon);
  return word;
}
