import { toLatinDigits } from '#server/lib/digits.js';
import { normalizeForSearch } from '#server/lib/normalise-text.js';

/** One word, number or sign of a query: as typed, and in the search form (normalise-text.ts). */
export interface Token {
  raw: string;
  form: string;
  /** Typed against the token before it, with no space (`400م`, `3br`, `و200`). */
  glued: boolean;
  /** The value of a number token. */
  number?: number;
}

const PIECES = /\d+(?:\.\d+)?|[\p{L}\p{M}]+|[-–<>+]/gu;
const THOUSANDS = /(\d)[,٬](\d{3})(?!\d)/g;

/** A query's tokens: digits made Latin, thousands separators dropped, `٫` a decimal point. */
export function tokenize(text: string): Token[] {
  let prepared = toLatinDigits(text).normalize('NFKC').replace(/٫/g, '.');
  while (THOUSANDS.test(prepared)) prepared = prepared.replace(THOUSANDS, '$1$2');
  const tokens: Token[] = [];
  let previousEnd = -1;
  for (const match of prepared.matchAll(PIECES)) {
    const raw = match[0];
    const glued = match.index === previousEnd;
    previousEnd = match.index + raw.length;
    if (/^\d/.test(raw)) tokens.push({ raw, form: raw, glued, number: Number(raw) });
    else if (/^[-–<>+]$/.test(raw)) tokens.push({ raw, form: raw === '–' ? '-' : raw, glued });
    else {
      const form = normalizeForSearch(raw);
      if (form) tokens.push({ raw, form, glued });
    }
  }
  return tokens;
}

/** The tokens as text again: glued tokens stay glued. */
export function textOf(tokens: readonly Token[]): string {
  return tokens.map((token, index) => (index > 0 && !token.glued ? ` ${token.raw}` : token.raw)).join('');
}

/**
 * The forms a word may hide behind attached letters: a leading و (and), then ب ل ك ف (in, for, as,
 * so), then the article; `لل` is ل before the article (للبيع → البيع → بيع). The word itself first.
 */
export function bareForms(form: string): string[] {
  const forms = [form];
  const add = (candidate: string) => {
    if (candidate.length >= 2 && !forms.includes(candidate)) forms.push(candidate);
  };
  if (form.startsWith('و') && form.length > 2) add(form.slice(1));
  for (const candidate of [...forms]) {
    if (candidate.startsWith('لل') && candidate.length > 3) add(`ال${candidate.slice(2)}`);
    if (/^[بلكف]/.test(candidate) && candidate.length > 3) add(candidate.slice(1));
  }
  for (const candidate of [...forms])
    if (candidate.startsWith('ال') && candidate.length > 3) add(candidate.slice(2));
  return forms;
}

const bareFormsOfToken = new WeakMap<Token, string[]>();

/** A token's `bareForms`, worked out once: every reader asks for them at every position. */
export function bareFormsOf(token: Token): string[] {
  let forms = bareFormsOfToken.get(token);
  if (!forms) {
    forms = bareForms(token.form);
    bareFormsOfToken.set(token, forms);
  }
  return forms;
}
