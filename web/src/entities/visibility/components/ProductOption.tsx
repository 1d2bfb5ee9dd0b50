import { useTranslation } from 'react-i18next';
import { countNoun } from '#contract/counted-nouns';
import type { VisibilityProductView } from '#contract/payments';
import { formatHalalas } from '#web/lib/formatting/format';
import { useLanguage } from '#web/lib/i18n/i18n';

/** What an option is called: a feature by its days ("تمييز لمدة 7 أيام"), anything else by its name. */
export function useProductLabel() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (product: Pick<VisibilityProductView, 'kind' | 'days' | 'name'>) =>
    product.kind === 'feature' && product.days !== null
      ? t('payments.feature.featureFor', { days: countNoun('day', product.days, language) })
      : product.name;
}

/** One product as a radio card: what it is, and its total with VAT. */
export function ProductOption({
  product,
  checked,
  onChoose,
}: {
  product: VisibilityProductView;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = useProductLabel();
  return (
    <label
      className={`flex cursor-pointer items-center gap-3 rounded-xl border p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand ${checked ? 'border-brand bg-brand/5' : 'border-line hover:bg-surface'}`}
    >
      <input
        type="radio"
        name="product"
        value={product.code}
        checked={checked}
        onChange={onChoose}
        className="size-5 shrink-0 accent-brand"
      />
      <span className="min-w-0 flex-1">
        <span className="block font-bold">{label(product)}</span>
        {product.kind === 'bump' && (
          <span className="block text-sm text-ink-muted">{t('payments.feature.bumpHint')}</span>
        )}
      </span>
      <span className="shrink-0 text-end">
        <span className="block font-bold tabular-nums">{formatHalalas(product.total, language)}</span>
        <span className="block text-xs text-ink-muted">{t('payments.feature.includesVat')}</span>
      </span>
    </label>
  );
}
