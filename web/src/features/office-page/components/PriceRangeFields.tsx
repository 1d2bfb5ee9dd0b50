import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { numberText } from '#web/lib/formatting/number-text';
import { filterControlClass, filterLabelClass } from '#web/components/ui/form/field-look';

interface PriceRangeFieldsProps {
  min: string | undefined;
  max: string | undefined;
  onApply: (range: { MinPrice: string; MaxPrice: string }) => void;
}

/** "Price from" and "to", applied together (a button or Enter), digits Latin or Arabic-Indic. */
export function PriceRangeFields({ min, max, onApply }: PriceRangeFieldsProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState({ min, max });
  const [typed, setTyped] = useState({ min: min ?? '', max: max ?? '' });
  // Back, forward or "clear" changes the URL's range: the fields show it.
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setTyped({ min: min ?? '', max: max ?? '' });
  }
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    onApply({ MinPrice: typed.min, MaxPrice: typed.max });
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <PriceField
        label={t('officePage.listings.minPrice')}
        value={typed.min}
        onChange={(value) => setTyped((current) => ({ ...current, min: value }))}
      />
      <PriceField
        label={t('officePage.listings.maxPrice')}
        value={typed.max}
        onChange={(value) => setTyped((current) => ({ ...current, max: value }))}
      />
      <button
        type="submit"
        className="h-[2.875rem] shrink-0 rounded-lg border border-brand px-4 font-medium text-brand hover:bg-brand/10"
      >
        {t('officePage.listings.apply')}
      </button>
    </form>
  );
}

function PriceField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        dir="ltr"
        maxLength={12}
        value={value}
        placeholder={t('officePage.listings.any')}
        onChange={(event) => onChange(numberText(event.target.value, { decimal: false }))}
        className={`${filterControlClass} text-start`}
      />
    </div>
  );
}
