import type { LookupItem } from '#contract/lookups';

/** The transaction type chosen is a rent: the seeded list marks it with the key `rent`. */
export const isRentChoice = (transactionTypes: LookupItem[], id: string) =>
  transactionTypes.some((item) => String(item.id) === id && item.key === 'rent');

/** "Saudi Riyal (SAR)" in the reader's language, from Intl rather than a hand-written list. */
export function currencyName(code: string, language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'currency' }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}
