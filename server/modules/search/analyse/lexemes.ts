import { stripArticle } from './arabic-stemmer.js';
import { completionsOf, isStopword, phrasesByFirstWord, wordLexeme } from './lexicon.js';
import { isArabic, tokenise } from './tokens.js';

/** Lexemes made from a run of words: one word, or a phrase. `first`/`last` index the text's words. */
interface Unit {
  match: string;
  lexemes: readonly string[];
  first: number;
  last: number;
}

function units(text: string): { words: string[]; units: Unit[] } {
  const words = tokenise(text);
  const kept: Unit[] = [];
  words.forEach((word, index) => {
    const analysed = wordLexeme(word);
    if (analysed && !isStopword(analysed)) {
      kept.push({ match: analysed.match, lexemes: [analysed.lexeme], first: index, last: index });
    }
  });
  return { words, units: joinPhrases(kept) };
}

/** Stopwords go first, so a phrase matches the same runs in a text and in its lexemes. */
function joinPhrases(list: Unit[]): Unit[] {
  const joined: Unit[] = [];
  for (let i = 0; i < list.length; i += 1) {
    const unit = list[i];
    if (!unit) continue;
    const phrase = phrasesByFirstWord
      .get(unit.match)
      ?.find(({ matches }) => matches.every((match, offset) => list[i + offset]?.match === match));
    if (!phrase) {
      joined.push(unit);
      continue;
    }
    const end = list[i + phrase.matches.length - 1] ?? unit;
    joined.push({
      match: phrase.lexemes.join(' '),
      lexemes: phrase.lexemes,
      first: unit.first,
      last: end.last,
    });
    i += phrase.matches.length - 1;
  }
  return joined;
}

/**
 * The canonical lexemes of a text, in order, repeats kept (a word's positions count in ranking).
 * Lexemes hold letters and digits only, and the lexemes of the lexemes are the same lexemes.
 */
export function searchLexemes(text: string): string[] {
  return units(text).units.flatMap((unit) => [...unit.lexemes]);
}

type Texts = string | null | undefined | readonly (string | null | undefined)[];

const lexemesOf = (texts: Texts) =>
  (Array.isArray(texts) ? texts : [texts])
    .flatMap((text: string | null | undefined) => (text ? searchLexemes(text) : []))
    .join(' ');

/**
 * An ad's lexemes by weight, space-separated: A its titles, B its place (district, address, city,
 * region), C its descriptions. Each text is read on its own, so no phrase spans two of them.
 */
export function documentLexemes(ad: { titles: Texts; place: Texts; descriptions: Texts }) {
  return { a: lexemesOf(ad.titles), b: lexemesOf(ad.place), c: lexemesOf(ad.descriptions) };
}

export interface QueryLexemes {
  /** Every lexeme a match must hold, once each; while a word is typed, its lexeme is the last. */
  lexemes: string[];
  /** The word still being typed, in search form without its article: matches the start of a lexeme. */
  prefix?: string;
  /** Lexemes of thesaurus words that begin as the typed word does (مصان → مصنع, apartm → شقه). */
  completions: string[];
}

const MIN_PREFIX = 3;
const MAX_COMPLETIONS = 6;
/** A query's words beyond this are ignored: no one narrows an ad down with more. */
const MAX_QUERY_WORDS = 12;

/**
 * What a person typed, as lexemes to match. Unless the text ends in a space or a punctuation mark,
 * its last word may be unfinished: it also matches as `prefix` (3 letters or more) or as one of the
 * `completions`. A last word that was a stopword, part of a phrase or several lexemes is finished.
 */
export function queryLexemes(query: string): QueryLexemes {
  const { words, units: found } = units(query);
  const kept = found.filter((unit) => unit.first < MAX_QUERY_WORDS);
  const lexemes = [...new Set(kept.flatMap((unit) => [...unit.lexemes]))];
  const typed = /[\p{L}\p{N}]$/u.test(query) ? wordBeingTyped(words, kept.at(-1)) : undefined;
  if (!typed) return { lexemes, completions: [] };

  const bare = isArabic(typed.word) ? stripArticle(typed.word) : typed.word;
  const lookFrom = bare.length >= MIN_PREFIX || (bare !== typed.word && bare.length >= 2) ? bare : undefined;
  const completions = lookFrom
    ? completionsOf(lookFrom, MAX_COMPLETIONS + 1).filter((lexeme) => lexeme !== typed.lexeme)
    : [];
  return {
    lexemes: [...lexemes.filter((lexeme) => lexeme !== typed.lexeme), typed.lexeme],
    ...(bare.length >= MIN_PREFIX ? { prefix: bare } : {}),
    completions: completions.slice(0, MAX_COMPLETIONS),
  };
}

/** The text's last word and its lexeme, when that word stands alone as the last unit. */
function wordBeingTyped(words: string[], last: Unit | undefined) {
  const word = words.at(-1);
  const lexeme = last?.lexemes[0];
  const alone = last?.first === words.length - 1 && last.last === last.first;
  return word !== undefined && lexeme !== undefined && alone && words.length <= MAX_QUERY_WORDS
    ? { word, lexeme }
    : undefined;
}

/** One thing a match may hold: a lexeme, or any lexeme that starts with `prefix`. */
export interface Choice {
  lexeme: string;
  prefix?: true;
}

/**
 * What a match must hold: one choice of every group. Every lexeme is a group of its own, but the last
 * one, which the word being typed makes a group of its lexeme, its completions and its prefix.
 */
export function matchGroups({ lexemes, prefix, completions }: QueryLexemes): Choice[][] {
  const groups = lexemes.map((lexeme): Choice[] => [{ lexeme }]);
  const last = groups.pop();
  if (last === undefined) return [];
  const choices: Choice[] = [
    ...last,
    ...completions.map((lexeme) => ({ lexeme })),
    ...(prefix === undefined ? [] : [{ lexeme: prefix, prefix: true as const }]),
  ];
  return [...groups, choices];
}

/**
 * The tsquery text of what a person typed, for `to_tsquery('simple', …)`: every lexeme, the last
 * one or its prefix or a completion. Undefined when nothing searchable was typed.
 */
export const tsqueryText = (query: string): string | undefined => tsqueryOf(matchGroups(queryLexemes(query)));

export function tsqueryOf(groups: Choice[][]): string | undefined {
  if (groups.length === 0) return undefined;
  const term = ({ lexeme, prefix }: Choice) => `${quoted(lexeme)}${prefix ? ':*' : ''}`;
  const group = (choices: Choice[]) =>
    choices.length > 1 ? `(${choices.map(term).join(' | ')})` : choices.map(term).join('');
  return groups.map(group).join(' & ');
}

const quoted = (lexeme: string) => `'${lexeme.replace(/['\\]/g, '')}'`;
