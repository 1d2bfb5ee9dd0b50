import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface CategorySwitchProps {
  value: string | undefined;
  onChange: (category: string) => void;
}

const CHOICES = ['', '1', '2'] as const;

/** Both categories, residential or industrial: one row of radio pills. */
export function CategorySwitch({ value, onChange }: CategorySwitchProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="flex rounded-xl border border-line bg-surface-raised p-1">
      <legend className="sr-only">{t('listings.filters.category')}</legend>
      {CHOICES.map((choice) => (
        <label key={choice} className="flex-1 cursor-pointer">
          <input
            type="radio"
            name={name}
            value={choice}
            checked={(value ?? '') === choice}
            onChange={() => onChange(choice)}
            className="peer sr-only"
          />
          <span className="flex h-9 items-center justify-center whitespace-nowrap rounded-lg px-3 text-sm font-medium text-ink-muted peer-checked:bg-brand peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-accent dark:peer-checked:text-surface">
            {choice === '' ? t('listings.filters.allCategories') : t(`catalogue.category.${choice}`)}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
