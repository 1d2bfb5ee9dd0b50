import type { Choice } from '#server/modules/search/analyse/index.js';

/**
 * The share of ads that may match a query's groups of choices (lexemes.ts `matchGroups`), as ANALYZE
 * last saw the documents: 0 when it found a group's lexemes in too few ads to list them.
 */
export type WordsShare = (groups: Choice[][]) => number;

/**
 * From the documents' most common lexemes and their shares (`most_common_elems`): a group may match
 * the ads of every listed lexeme one of its choices matches (their shares added), and a match holds
 * every group, so its share is at most the least group's.
 */
export function wordSharesOf(lexemes: string[], shares: number[]): WordsShare {
  const listed = lexemes.map((lexeme, index) => ({ lexeme, share: shares[index] ?? 0 }));
  const matches = (choice: Choice, lexeme: string) =>
    choice.prefix ? lexeme.startsWith(choice.lexeme) : lexeme === choice.lexeme;
  const groupShare = (choices: Choice[]) =>
    listed.reduce(
      (sum, { lexeme, share }) => (choices.some((c) => matches(c, lexeme)) ? sum + share : sum),
      0,
    );
  return (groups) => (groups.length === 0 ? 1 : Math.min(1, ...groups.map(groupShare)));
}
