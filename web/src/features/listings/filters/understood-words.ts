import { latinDigits } from '#contract/digits';

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The query without the words a chip stands for (the server says them as typed, digits made Latin):
 * where they stand together, that stretch; else each of them once.
 */
export function withoutWords(query: string, words: string): string {
  const typed = latinDigits(query);
  const at = typed.indexOf(words);
  if (at !== -1) return tidy(`${typed.slice(0, at)} ${typed.slice(at + words.length)}`);
  const left = tidy(typed).split(' ');
  for (const word of tidy(words).split(' ')) {
    const index = left.indexOf(word);
    if (index !== -1) left.splice(index, 1);
  }
  return left.join(' ');
}
