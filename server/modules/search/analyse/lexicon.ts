/**
 * The thesaurus, vocabulary, stopwords and phrases as lookup tables, built once when the module
 * loads; a mistake in the data (two meanings for one spelling, a phrase holding a stopword) throws.
 */
import { arabicLexeme, stripSuffixes, type ArabicLexicon } from './arabic-stemmer.js';
import { englishStem } from './english-stemmer.js';
import { places } from './places.js';
import { stopwords } from './stopwords.js';
import { dealsAndTraits, phrases, propertyTypes, rooms, type Concept } from './thesaurus.js';
import { isArabic, isDigits, tokenise } from './tokens.js';
import { vocabulary } from './vocabulary.js';

/** A word's analysis: what phrases are matched on, and the lexemes it stands for. */
export interface WordLexeme {
  match: string;
  lexeme: string;
}

const concepts: Concept[] = [...propertyTypes, ...rooms, ...dealsAndTraits, ...places];

/** The one search-form word a thesaurus entry is written as; anything else is a mistake in the data. */
function singleWord(text: string): string {
  const words = tokenise(text);
  const [word] = words;
  if (words.length !== 1 || word === undefined) throw new Error(`search lexicon: "${text}" is not one word`);
  return word;
}

/** Search-form spelling (English: its stem) → canonical lexeme. */
const spellings = new Map<string, string>();
for (const [canonical, list] of concepts) {
  if (singleWord(canonical) !== canonical)
    throw new Error(`search lexicon: "${canonical}" is not in search form`);
  for (const spelling of [canonical, ...list.split(' ')]) {
    const word = singleWord(spelling);
    const key = isArabic(word) ? word : englishStem(word);
    const taken = spellings.get(key);
    if (taken !== undefined && taken !== canonical) {
      throw new Error(`search lexicon: "${spelling}" means both ${taken} and ${canonical}`);
    }
    spellings.set(key, canonical);
  }
}

const canonical = (word: string) => spellings.get(word);
const knownStems = new Set(vocabulary.map((word) => stripSuffixes(singleWord(word), { canonical })));

export const arabicLexicon: ArabicLexicon = {
  canonical,
  knows: (word) => {
    const stem = stripSuffixes(word, { canonical });
    return spellings.has(word) || spellings.has(stem) || knownStems.has(stem);
  },
};

const MAX_REMEMBERED = 50_000;
const arabicLexemes = new Map<string, string>();

/** Words longer than this are not words (pasted links, runs of letters) and are left out. */
const MAX_WORD_LENGTH = 40;

/** The lexeme of one search-form word, before stopwords and phrases. */
export function wordLexeme(word: string): WordLexeme | undefined {
  if (isDigits(word)) return { match: word, lexeme: word };
  if (word.length < 2 || word.length > MAX_WORD_LENGTH) return undefined;
  if (!isArabic(word)) {
    const stem = englishStem(word);
    return { match: stem, lexeme: spellings.get(stem) ?? stem };
  }
  let lexeme = arabicLexemes.get(word);
  if (lexeme === undefined) {
    lexeme = arabicLexeme(word, arabicLexicon);
    // Ads repeat their words; remembering them makes analysing a catalogue several times faster.
    if (arabicLexemes.size >= MAX_REMEMBERED) arabicLexemes.clear();
    arabicLexemes.set(word, lexeme);
  }
  return { match: lexeme, lexeme };
}

function wordLexemeOf(text: string): WordLexeme {
  const analysed = wordLexeme(singleWord(text));
  if (!analysed) throw new Error(`search lexicon: "${text}" has no lexeme`);
  return analysed;
}

const stopSet = new Set(
  stopwords.flatMap((word) => {
    const { match, lexeme } = wordLexemeOf(word);
    return [match, lexeme];
  }),
);

export const isStopword = ({ match, lexeme }: WordLexeme) => stopSet.has(match) || stopSet.has(lexeme);

interface CompiledPhrase {
  matches: readonly string[];
  lexemes: readonly string[];
}

/** Phrases by the match of their first word, longest first. */
export const phrasesByFirstWord = new Map<string, CompiledPhrase[]>();
for (const [words, lexemes] of phrases) {
  const analysed = tokenise(words).map(wordLexemeOf);
  if (analysed.some(isStopword)) throw new Error(`search lexicon: phrase "${words}" holds a stopword`);
  const matches = analysed.map((word) => word.match);
  const [first] = matches;
  if (first === undefined || matches.length < 2)
    throw new Error(`search lexicon: phrase "${words}" is too short`);
  const list = [...(phrasesByFirstWord.get(first) ?? []), { matches, lexemes: lexemes.split(' ') }];
  phrasesByFirstWord.set(
    first,
    list.sort((a, b) => b.matches.length - a.matches.length),
  );
}

const sortedSpellings = [...spellings.keys()].sort((a, b) => a.length - b.length || (a < b ? -1 : 1));

/** Canonical lexemes of thesaurus spellings that begin with `start`, closest first. */
export function completionsOf(start: string, limit: number): string[] {
  const found = new Set<string>();
  for (const spelling of sortedSpellings) {
    if (found.size >= limit) break;
    const lexeme = spellings.get(spelling);
    if (lexeme !== undefined && spelling.startsWith(start)) found.add(lexeme);
  }
  return [...found];
}
