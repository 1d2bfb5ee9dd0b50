import { countWords, dualWords, fractionWords, multiplierWords } from './number-words.js';
import type { Token } from './tokens.js';

/** An amount read from tokens: its value, whether a multiplier (ألف, مليون, k, m) made it, and where it ends. */
export interface Amount {
  value: number;
  /** The largest multiplier in it (1 when none): a range's lower end may borrow it (بين 300 و 400 ألف). */
  multiplier: number;
  end: number;
}

/** A Latin `m` after a number below this is millions (`1.5m`); from it on, metres (`400m`). */
export const MILLIONS_BELOW = 50;

/** A word's form without a leading و or ب (ومليونين, بنص, بخمسين), when what remains is a number word. */
function numberWordForm(form: string): string {
  const known = (word: string) =>
    countWords.has(word) || fractionWords.has(word) || multiplierWords.has(word) || dualWords.has(word);
  if (known(form)) return form;
  for (const prefix of ['و', 'ب', 'وب']) {
    const rest = form.slice(prefix.length);
    if (form.startsWith(prefix) && known(rest)) return rest;
  }
  return form;
}

function multiplierAt(tokens: readonly Token[], index: number, value: number): number | undefined {
  const token = tokens[index];
  if (!token) return undefined;
  if (token.form === 'm' && value < MILLIONS_BELOW) return 1_000_000;
  return multiplierWords.get(token.form);
}

/** The count an amount starts with: digits, a count word (ثلاث مية), or a fraction (نص). */
function leadingCount(tokens: readonly Token[], start: number): { value: number; end: number } | undefined {
  const token = tokens[start];
  if (!token) return undefined;
  if (token.number !== undefined) return { value: token.number, end: start + 1 };
  const form = numberWordForm(token.form);
  const count = countWords.get(form) ?? fractionWords.get(form);
  if (count === undefined) return undefined;
  const hundreds = countWords.get(tokens[start + 1]?.form ?? '');
  if (count < 10 && hundreds === 100) return { value: count * 100, end: start + 2 };
  return { value: count, end: start + 1 };
}

function simpleAmount(tokens: readonly Token[], start: number): Amount | undefined {
  const token = tokens[start];
  if (!token) return undefined;
  // و or ب typed as a word of its own, or glued to digits (و200, ب 35)
  if ((token.form === 'و' || token.form === 'ب') && tokens[start + 1]?.number !== undefined) {
    return simpleAmount(tokens, start + 1);
  }
  const form = numberWordForm(token.form);
  const dual = dualWords.get(form);
  if (dual !== undefined) return { value: dual, multiplier: dual / 2, end: start + 1 };
  const alone = multiplierWords.get(form);
  if (alone !== undefined && token.number === undefined)
    return { value: alone, multiplier: alone, end: start + 1 };
  const count = leadingCount(tokens, start);
  if (!count) return undefined;
  const isFraction = fractionWords.has(form) && token.number === undefined;
  const multiplier = multiplierAt(tokens, count.end, count.value);
  if (multiplier === undefined)
    return isFraction ? undefined : { value: count.value, multiplier: 1, end: count.end };
  return { value: count.value * multiplier, multiplier, end: count.end + 1 };
}

/**
 * An amount at `start`: `500`, `1.5m`, `500 ألف`, `ثلاثمية ألف`, `مليونين`, `نص مليون`, and the sums
 * of a multiplied amount and a smaller one: `مليون ونص`, `مليون و200 ألف`.
 */
export function readAmount(tokens: readonly Token[], start: number): Amount | undefined {
  const amount = simpleAmount(tokens, start);
  if (!amount || amount.multiplier === 1) return amount;
  const next = tokens[amount.end];
  const half = next && ['ونص', 'ونصف'].includes(next.form) ? amount.end + 1 : undefined;
  const spacedHalf =
    next?.form === 'و' && ['نص', 'نصف'].includes(tokens[amount.end + 1]?.form ?? '')
      ? amount.end + 2
      : undefined;
  const halfEnd = half ?? spacedHalf;
  if (halfEnd !== undefined) return { ...amount, value: amount.value + amount.multiplier / 2, end: halfEnd };
  const joined =
    next && (next.form === 'و' || (next.form.startsWith('و') && numberWordForm(next.form) !== next.form));
  if (!joined) return amount;
  const rest = simpleAmount(tokens, next.form === 'و' ? amount.end + 1 : amount.end);
  if (!rest || rest.multiplier === 1 || rest.value >= amount.multiplier) return amount;
  return { ...amount, value: amount.value + rest.value, end: rest.end };
}
