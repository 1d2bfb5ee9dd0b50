import { useId } from 'react';
import { useTranslation } from 'react-i18next';

interface MinCountFieldProps {
  legend: string;
  value: string | undefined;
  onChange: (value: string) => void;
}

const MINIMUMS = ['', '1', '2', '3', '4', '5'];

/** "At least n" as a row of pills (bedrooms, bathrooms); radio buttons underneath, so arrows work. */
export function MinCountField({ legend, value, onChange }: MinCountFieldProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-2">
        {MINIMUMS.map((minimum) => (
          <label key={minimum} className="cursor-pointer">
            <input
              type="radio"
              name={name}
              value={minimum}
              checked={(value ?? '') === minimum}
              onChange={() => onChange(minimum)}
              className="peer sr-only"
            />
            <span
              dir={minimum ? 'ltr' : undefined}
              className="inline-flex h-10 min-w-11 items-center justify-center rounded-full border border-line px-3 text-sm font-medium peer-checked:border-brand peer-checked:bg-brand peer-checked:text-white peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent dark:peer-checked:text-surface"
            >
              {minimum === '' ? t('listings.filters.any') : `${minimum}+`}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
