import { formatHalalas } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

/** An amount of the order, kept whole in either direction of text. */
export function RefundMoney({ halalas }: { halalas: number }) {
  const language = useLanguage();
  return <bdi className="whitespace-nowrap">{formatHalalas(halalas, language)}</bdi>;
}
