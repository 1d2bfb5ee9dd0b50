import type { Language } from '#contract/common';
import { currencyLabel } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

const formatters = new Map<Language, Intl.NumberFormat>();

/** Halalas as riyals with two decimals, Latin digits: "56.35 ر.س" / "SAR 56.35". */
export function sarText(halalas: number, language: Language): string {
  let formatter = formatters.get(language);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(language, formatter);
  }
  const amount = formatter.format(halalas / 100);
  const label = currencyLabel('SAR', language);
  return language === 'ar' ? `${amount} ${label}` : `${label} ${amount}`;
}

/** Riyals typed with at most two decimals ("46.35") as halalas (4635), without floating point. */
export function halalasOf(riyals: string): number {
  const [whole = '0', fraction = ''] = riyals.trim().split('.');
  return Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** Halalas as the refund form's amount: 4635 → "46.35". */
export const riyalsText = (halalas: number) =>
  `${String(Math.trunc(halalas / 100))}.${String(halalas % 100).padStart(2, '0')}`;

/** An amount of the order, kept whole in either direction of text. */
export function RefundMoney({ halalas }: { halalas: number }) {
  const language = useLanguage();
  return <bdi className="whitespace-nowrap">{sarText(halalas, language)}</bdi>;
}
